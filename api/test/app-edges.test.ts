import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { createApp, MAX_BODY_BYTES } from '../src/app';
import type { Db } from '../src/db/db';
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
