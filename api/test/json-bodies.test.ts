import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { ALLOWED_ORIGIN, useTestApp } from './helpers/test-app';

// One rule for every JSON body, staff and public alike, however it is framed: UTF-8 (RFC
// 8259) without a byte order mark. A BOM was taken on staff writes and refused on public
// ones; bytes that are no UTF-8 were stored as U+FFFD.
const t = useTestApp();
let base = '';
let server: ReturnType<typeof serve>;
beforeAll(async () => {
  server = serve({ fetch: t().app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const BOM = Uint8Array.of(0xef, 0xbb, 0xbf);
const bytesOf = (...parts: (string | Uint8Array)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));

/** A staff write (sign-in) and a public write (a hold), each with a body that has every field it needs. */
const WRITES = [
  { name: 'a staff write', path: '/v0/staff/session', body: '{"email":"nobody@demo-salon.test","password":"x"}' },
  {
    name: 'a public write',
    path: '/v0/organizations/demo-salon/branches/mitte/holds',
    body: '{"services":["00000000-0000-4000-8000-000000000000"],"start":"2026-03-04T10:00:00+01:00"}',
  },
];

const post = async (path: string, body: Buffer, chunked: boolean) => {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ALLOWED_ORIGIN },
    // A stream has no length: it goes in chunks.
    body: chunked ? new Blob([new Uint8Array(body)]).stream() : body,
    ...(chunked ? { duplex: 'half' } : {}),
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as unknown };
};
const INVALID_JSON = { error: { code: 'invalid_input', fields: { body: [{ code: 'invalid_json' }] } } };

describe('JSON bodies over a socket', () => {
  for (const { name, path, body } of WRITES) {
    for (const chunked of [false, true]) {
      const framing = chunked ? 'in chunks' : 'with a Content-Length';
      it(`${name} ${framing}: a byte order mark before the JSON is 400 invalid_json`, async () => {
        expect(await post(path, bytesOf(BOM, body), chunked)).toEqual({ status: 400, body: INVALID_JSON });
      });

      it(`${name} ${framing}: bytes that are no UTF-8 are 400 invalid_json`, async () => {
        // ED A0 80 is how a careless encoder writes the lone surrogate U+D800.
        const broken = bytesOf(body.slice(0, 2), Uint8Array.of(0xed, 0xa0, 0x80), body.slice(2));
        expect(await post(path, broken, chunked)).toEqual({ status: 400, body: INVALID_JSON });
      });

      it(`${name} ${framing}: the same JSON without them is read`, async () => {
        const answer = await post(path, bytesOf(body), chunked);
        expect(answer.body).not.toEqual(INVALID_JSON);
        expect(answer.status).toBeLessThan(500);
      });
    }
  }
});
