import { describe, expect, it } from '@rstest/core';
import { ALLOWED_ORIGIN, call, useTestApp } from './helpers/test-app';
import { TEST_NOW } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });

describe('headers on every answer', () => {
  it.each([
    ['a read', '/v0/health', {}],
    ['an unknown path', '/v0/nothing', {}],
    ['a refused input', '/v0/organizations/NOT A SLUG/branches', {}],
    [
      'a preflight',
      '/v0/staff/session',
      { method: 'OPTIONS', headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST' } },
    ],
    ['a refused staff write', '/v0/staff/session', { method: 'POST', headers: { origin: 'https://evil.example' } }],
    [
      'malformed JSON',
      '/v0/staff/session',
      {
        method: 'POST',
        headers: { origin: ALLOWED_ORIGIN, 'content-type': 'application/json' },
        body: '{"email":',
      },
    ],
  ] as const)('%s carries X-Content-Type-Options: nosniff', async (_, path, init) => {
    const { headers } = await call(t().app, path, init as RequestInit);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('the sandbox payment page may not be framed by any other page', async () => {
    const response = await t().app.request('/v0/sandbox-payments/unknown.checkout');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
