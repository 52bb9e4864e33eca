import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { createApp } from '../src/app';
import type { Db } from '../src/db/db';
import { call } from './helpers/test-app';

// The document as a linter and a code generator read it: Redocly's recommended rules find
// no error, and what the contract's transforms answer is described, not left as `{}`.
const unused = () => Promise.reject(new Error('the OpenAPI route must not touch the database'));
const noDb: Db = { query: unused, exec: unused, transaction: unused, savepoint: unused, close: async () => {} };
const app = createApp({ db: noDb, corsOrigins: [], payments: { secret: 's', publicUrl: 'https://api.example.test' } });
const API_DIR = join(import.meta.dirname, '..');

type Responses = Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
type PathItem = Record<string, { security?: unknown[]; responses: Responses }>;
const documentSchema = z.looseObject({
  servers: z.array(z.object({ url: z.string(), description: z.string() })),
  paths: z.record(z.string(), z.record(z.string(), z.looseObject({}))),
});
const served = async () => (await call(app, '/v0/openapi.json')).text;
const documentOf = async () => {
  const parsed = z.parse(documentSchema, JSON.parse(await served()));
  return { ...parsed, paths: parsed.paths as Record<string, PathItem> };
};

describe('the OpenAPI document, linted', () => {
  it('has no error under Redocly CLI’s recommended rules', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
    try {
      const file = join(dir, 'openapi.json');
      await writeFile(file, await served());
      const bin = join(API_DIR, '..', 'node_modules', '.bin', 'redocly');
      // Exits 1 on errors: the report on stdout is what is checked, either way.
      const stdout = await promisify(execFile)(bin, ['lint', file, '--format=json', '--config', 'redocly.yaml'], {
        cwd: API_DIR,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      }).then(
        (done) => done.stdout,
        (failed: { stdout?: string }) => failed.stdout ?? '',
      );
      const report = z.parse(
        z.object({
          totals: z.object({ errors: z.number() }),
          problems: z.array(z.looseObject({ ruleId: z.string(), severity: z.string(), message: z.string() })),
        }),
        JSON.parse(stdout),
      );
      expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      await rm(dir, { recursive: true });
    }
  });

  it('names the server it is served from, and says public calls need no session', async () => {
    const doc = await documentOf();
    expect(doc.servers).toEqual([{ url: 'https://api.example.test', description: 'This API' }]);
    expect(doc.paths['/v0/organizations/{organization}/branches']?.get?.security).toEqual([]);
    expect(doc.paths['/v0/staff/customers']?.get?.security).toEqual([{ staffSession: [] }]);
  });

  it('documents the sandbox page’s HTML answers: declined, unknown, expired, another card', async () => {
    const doc = await documentOf();
    const page = doc.paths['/v0/sandbox-payments/{checkout}'];
    for (const status of ['402', '404', '410', '422']) {
      expect(Object.keys(page?.post?.responses[status]?.content ?? {})).toEqual(['text/html']);
    }
    expect(Object.keys(page?.get?.responses['404']?.content ?? {})).toEqual(['text/html']);
  });

  it('describes its own answer: an OpenAPI document', async () => {
    const doc = await documentOf();
    const answer = doc.paths['/v0/openapi.json']?.get?.responses['200']?.content?.['application/json']?.schema;
    expect(answer).toMatchObject({ type: 'object', required: expect.arrayContaining(['openapi', 'paths']) });
  });

  it('describes the merchant’s URLs and colour: URL strings or null, the hex pattern', async () => {
    const doc = await documentOf();
    const content = doc.paths['/v0/configurations/public/booking/{organization}']?.get?.responses['200']?.content;
    const url = { type: ['string', 'null'], format: 'uri' };
    const customization = z.parse(
      z.object({
        terms_of_service_url: z.looseObject({}),
        theme: z.object({
          properties: z.object({
            logo: z.looseObject({}),
            color: z.looseObject({}),
            instagram_url: z.looseObject({}),
            facebook_url: z.looseObject({}),
            header_background_image: z.object({ anyOf: z.array(z.looseObject({})) }),
          }),
        }),
      }),
      customizationOf(content),
    );
    const { theme } = customization;
    const { logo, instagram_url, facebook_url } = theme.properties;
    for (const value of [customization.terms_of_service_url, logo, instagram_url, facebook_url]) {
      expect(value).toMatchObject(url);
    }
    expect(theme.properties.color).toMatchObject({ type: 'string', pattern: '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$' });
    const banner = theme.properties.header_background_image.anyOf.find((s) => s.type === 'object');
    expect(banner).toMatchObject({ properties: { '1x': url, '2x': url, '3x': url } });
  });
});

/** The customization's properties inside the configuration answer. */
function customizationOf(content: unknown): unknown {
  const path = ['application/json', 'schema', 'properties', 'results', 'properties', 'configuration', 'properties'];
  const rest = ['reservations', 'properties', 'customization', 'properties'];
  let value = content;
  for (const key of [...path, ...rest]) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}
