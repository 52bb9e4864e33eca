import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { createApp, MAX_BODY_BYTES } from '../src/app';
import type { Db } from '../src/db/db';
import { answerClientErrors } from '../src/http/client-errors';
import { ALLOWED_ORIGIN, call, useTestApp } from './helpers/test-app';

const t = useTestApp();

describe('CORS', () => {
  it('allows a configured origin, with credentials for the staff cookie', async () => {
    const { headers } = await call(t().app, '/v0/health', { headers: { origin: ALLOWED_ORIGIN } });
    expect(headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(headers.get('access-control-allow-credentials')).toBe('true');
    expect(headers.get('vary')).toContain('Origin');
  });

  it('answers a preflight from a configured origin', async () => {
    const { status, headers } = await call(t().app, '/v0/staff/session', {
      method: 'OPTIONS',
      headers: {
        origin: ALLOWED_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(status).toBe(204);
    expect(headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(headers.get('access-control-allow-headers')).toBe('content-type');
  });

  it('sends no CORS headers at all to another origin', async () => {
    for (const method of ['GET', 'OPTIONS']) {
      const { headers } = await call(t().app, '/v0/health', {
        method,
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(headers.get('access-control-allow-origin')).toBeNull();
      expect(headers.get('access-control-allow-credentials')).toBeNull();
      expect(headers.get('vary')).toContain('Origin');
    }
  });
});

describe('edges', () => {
  afterEach(() => {
    rs.restoreAllMocks();
  });

  it('answers health without touching the database', async () => {
    const { status, body } = await call(t().app, '/v0/health');
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true });
  });

  it('answers 404 not_found for a path the API does not have', async () => {
    const { status, body } = await call(t().app, '/v0/nothing/here');
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'not_found' } });
  });

  it('refuses a body over the size limit without reading it', async () => {
    const { status, body } = await call(t().app, '/v0/staff/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(MAX_BODY_BYTES) }),
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: { code: 'invalid_input', fields: { body: [{ code: 'too_long', params: { max: MAX_BODY_BYTES } }] } },
    });
  });

  it('over a socket, refuses a body over the limit by its Content-Length and when sent in chunks', async () => {
    const server = serve({ fetch: t().app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const post = (body: string, chunked: boolean) =>
      new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const framing = chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': Buffer.byteLength(body) };
        const req = request({ port, host: '127.0.0.1', method: 'POST', path: '/v0/staff/session' }, (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        });
        req.on('error', reject);
        for (const [name, value] of Object.entries({
          'content-type': 'application/json',
          origin: ALLOWED_ORIGIN,
          ...framing,
        })) {
          req.setHeader(name, value);
        }
        req.write(body.slice(0, 10));
        req.end(body.slice(10));
      });
    const tooLong = {
      error: { code: 'invalid_input', fields: { body: [{ code: 'too_long', params: { max: MAX_BODY_BYTES } }] } },
    };
    const unknown = { error: { code: 'unknown_email' } };
    const small = JSON.stringify({ email: 'nobody@b.test', password: 'x' });
    const big = JSON.stringify({ email: 'nobody@b.test', password: 'x'.repeat(MAX_BODY_BYTES) });
    try {
      expect(await post(small, false)).toEqual({ status: 401, body: unknown });
      expect(await post(small, true)).toEqual({ status: 401, body: unknown });
      expect(await post(big, false)).toEqual({ status: 400, body: tooLong });
      expect(await post(big, true)).toEqual({ status: 400, body: tooLong });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('over a socket, answers a query string over the header limit with 431 and the error shape', async () => {
    const server = serve({ fetch: t().app.fetch, port: 0, hostname: '127.0.0.1' });
    answerClientErrors(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const get = (path: string) =>
      new Promise<{ status: number; type: string | undefined; body: unknown }>((resolve, reject) => {
        const req = request({ port, host: '127.0.0.1', path }, (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body: JSON.parse(text) }),
          );
        });
        req.on('error', reject);
        req.end();
      });
    try {
      const long = await get(`/v0/health?q=${'x'.repeat(40_000)}`);
      expect(long).toEqual({
        status: 431,
        type: 'application/json',
        body: { error: { code: 'headers_too_large' } },
      });
      expect((await get('/v0/health')).status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('answers malformed JSON and a wrong content type with the one error shape', async () => {
    const malformed = await call(t().app, '/v0/organizations/demo-salon/branches/main/holds', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"services": [',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: { code: 'invalid_input', fields: { body: [{ code: 'invalid_json' }] } } });
    const text = await call(t().app, '/v0/organizations/demo-salon/branches/main/holds', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ error: { code: 'invalid_input', fields: { services: [{ code: 'required' }] } } });
    const method = await call(t().app, '/v0/health', { method: 'PATCH' });
    expect(method.status).toBe(404);
    expect(method.body).toEqual({ error: { code: 'not_found' } });
  });

  it('answers an unexpected failure with a generic 500 and logs it with context', async () => {
    const log = rs.spyOn(console, 'error').mockImplementation(() => {});
    const broken: Db = {
      query: () => Promise.reject(new Error('connection to db.internal:5432 lost')),
      exec: () => Promise.reject(new Error('unused')),
      transaction: () => Promise.reject(new Error('unused')),
      savepoint: () => Promise.reject(new Error('unused')),
      close: () => Promise.resolve(),
    };
    const app = createApp({ db: broken, corsOrigins: [] });
    const { status, body, text } = await call(app, '/v0/configurations/public/booking/demo-salon');
    expect(status).toBe(500);
    expect(body).toEqual({ error: { code: 'internal' } });
    expect(text).not.toContain('db.internal');
    expect(text).not.toContain('    at ');
    expect(log).toHaveBeenCalledWith(
      'Unhandled error',
      expect.objectContaining({ method: 'GET', path: '/v0/configurations/public/booking/demo-salon' }),
    );
  });
});
