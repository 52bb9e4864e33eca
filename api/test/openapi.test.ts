import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { createApp } from '../src/app';
import type { Db } from '../src/db/db';
import { call } from './helpers/test-app';

// The document is built from schemas alone: no database is needed (nor touched).
const unused = () => Promise.reject(new Error('the OpenAPI route must not touch the database'));
const noDb: Db = { query: unused, exec: unused, transaction: unused, savepoint: unused, close: async () => {} };
const app = createApp({ db: noDb, corsOrigins: [] });

const documentSchema = z.looseObject({
  openapi: z.string(),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

async function document() {
  const { status, body } = await call(app, '/v0/openapi.json');
  expect(status).toBe(200);
  return z.parse(documentSchema, body);
}

/** `METHOD /path/{param}` for every route the app answers (middleware left out). */
function routeTable(): string[] {
  const routes = app.routes
    .filter((route) => route.method !== 'ALL')
    .map((route) => `${route.method} ${route.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`);
  return [...new Set(routes)].sort();
}

describe('GET /v0/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document for a standard validator', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    // The validator reads the document as a file, exactly as served.
    const dir = await mkdtemp(join(tmpdir(), 'openapi-'));
    try {
      await writeFile(join(dir, 'openapi.json'), (await call(app, '/v0/openapi.json')).text);
      const result = await validate(join(dir, 'openapi.json'));
      expect(result.valid ? [] : result.errors).toEqual([]);
      expect(result.specification).toBe('OpenAPI');
    } finally {
      await rm(dir, { recursive: true });
    }
  });

  it('documents exactly the routes the app has: same paths, same methods', async () => {
    const doc = await document();
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(routeTable());
  });

  it('takes its schemas from the contract: the booking request needs a valid phone and the key header', async () => {
    const doc = await document();
    const create = JSON.stringify(doc.paths['/v0/organizations/{organization}/branches/{branch}/appointments']);
    expect(create).toContain('"name":"Idempotency-Key","in":"header","required":true');
    expect(create).toContain('"phone":{"type":"string","minLength":1,"maxLength":32}');
    expect(create).toContain('"409"');
  });

  it('documents the staff write guard on every staff write, and 431 on every call', async () => {
    const doc = await document();
    const paths = doc.paths as Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    const signIn = paths['/v0/staff/session']?.post?.responses ?? {};
    expect(signIn['403']?.description).toContain('origin_not_allowed');
    expect(signIn['415']?.description).toContain('unsupported_media_type');
    const session = paths['/v0/staff/session']?.get?.responses ?? {};
    expect(session['403']).toBeUndefined();
    const booking = paths['/v0/organizations/{organization}/branches/{branch}/appointments']?.post?.responses ?? {};
    expect(booking['415']).toBeUndefined();
    expect(booking['431']?.description).toContain('headers_too_large');
  });
});
