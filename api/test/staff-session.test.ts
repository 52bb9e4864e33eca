import { errorBodySchema } from '@booking/shared/contract/error-body';
import { staffSessionResponseSchema } from '@booking/shared/contract/staff-session';
import { describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { createApp } from '../src/app';
import { STAFF_SESSION_ABSOLUTE_MS, STAFF_SESSION_IDLE_MS } from '../src/auth/session-policy';
import { ALLOWED_ORIGIN, call, TEST_PASSWORD_COST, useTestApp } from './helpers/test-app';

const t = useTestApp();

const signIn = (body: unknown, contentType = 'application/json') =>
  call(t().app, '/v0/staff/session', {
    method: 'POST',
    headers: { 'content-type': contentType, origin: ALLOWED_ORIGIN },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** The `name=value` part of the session cookie, to send back. */
function sessionCookie(headers: Headers): string {
  const cookie = headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('no session cookie set');
  return cookie;
}

const salonStaff = { email: 'staff@demo-salon.test', password: 'demo-salon-staff' };

describe('POST /v0/staff/session', () => {
  it('signs in and sets an httpOnly, SameSite=Lax session cookie for the whole site', async () => {
    const { status, body, headers } = await signIn(salonStaff);
    expect(status).toBe(200);
    expect(z.parse(staffSessionResponseSchema, body)).toEqual({
      results: {
        staff: {
          name: 'Sophie Becker',
          email: 'staff@demo-salon.test',
          organization: 'demo-salon',
          branch: null,
          role: 'staff',
          vertical: 'beauty',
        },
      },
    });
    const cookie = headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^staff_session=[\w-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('accepts the email whatever its case', async () => {
    const { status } = await signIn({ ...salonStaff, email: 'Staff@Demo-Salon.TEST' });
    expect(status).toBe(200);
  });

  it('answers 401 unknown_email for an email no staff member has', async () => {
    const { status, body, headers } = await signIn({ email: 'nobody@demo-salon.test', password: 'x' });
    expect(status).toBe(401);
    expect(body).toEqual({ error: { code: 'unknown_email' } });
    expect(headers.get('set-cookie')).toBeNull();
  });

  it('answers 401 invalid_password for a wrong password', async () => {
    const { status, body, headers } = await signIn({ ...salonStaff, password: 'demo-restaurant-staff' });
    expect(status).toBe(401);
    expect(body).toEqual({ error: { code: 'invalid_password' } });
    expect(headers.get('set-cookie')).toBeNull();
  });

  it('answers 400 with field codes for a badly formed email and a missing password', async () => {
    const { status, body } = await signIn({ email: 'not-an-email' });
    expect(status).toBe(400);
    expect(z.parse(errorBodySchema, body)).toEqual({
      error: {
        code: 'invalid_input',
        fields: { email: [{ code: 'invalid_email' }], password: [{ code: 'required' }] },
      },
    });
  });

  it('answers 400 required for empty fields', async () => {
    const { body } = await signIn({ email: '', password: '' });
    expect(body).toEqual({
      error: { code: 'invalid_input', fields: { email: [{ code: 'required' }], password: [{ code: 'required' }] } },
    });
  });

  it('answers 400 invalid_json for a body that is not JSON', async () => {
    const { status, body } = await signIn('{"email":');
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 'invalid_input', fields: { body: [{ code: 'invalid_json' }] } } });
  });

  it('does not read a form-like body, so no other site can post a login without a CORS preflight', async () => {
    const { status, body } = await signIn(JSON.stringify(salonStaff), 'text/plain');
    expect(status).toBe(415);
    expect(body).toEqual({ error: { code: 'unsupported_media_type', params: { expected: 'application/json' } } });
  });
});

describe('GET and DELETE /v0/staff/session', () => {
  it('tells who is signed in from the cookie', async () => {
    const cookie = sessionCookie((await signIn(salonStaff)).headers);
    const { status, body } = await call(t().app, '/v0/staff/session', { headers: { cookie } });
    expect(status).toBe(200);
    expect(z.parse(staffSessionResponseSchema, body).results.staff.organization).toBe('demo-salon');
  });

  it('answers 401 unauthenticated without a cookie or with an unknown token', async () => {
    expect((await call(t().app, '/v0/staff/session')).body).toEqual({ error: { code: 'unauthenticated' } });
    const forged = await call(t().app, '/v0/staff/session', { headers: { cookie: 'staff_session=forged' } });
    expect(forged.status).toBe(401);
  });

  it('ends a session 12 hours after sign-in even while it is in use', async () => {
    const cookie = sessionCookie((await signIn(salonStaff)).headers);
    // Used every 90 minutes, so it never idles out: 8 uses reach 12 hours less 1 second.
    const step = 90 * 60_000;
    t().clock.advance(-1000);
    for (let use = 0; use < STAFF_SESSION_ABSOLUTE_MS / step; use++) {
      t().clock.advance(step);
      expect((await call(t().app, '/v0/staff/session', { headers: { cookie } })).status).toBe(200);
    }
    t().clock.advance(1000);
    expect((await call(t().app, '/v0/staff/session', { headers: { cookie } })).status).toBe(401);
  });

  it('ends a session left unused for 2 hours; each call restarts the idle time', async () => {
    const cookie = sessionCookie((await signIn(salonStaff)).headers);
    t().clock.advance(STAFF_SESSION_IDLE_MS - 1000);
    expect((await call(t().app, '/v0/staff/session', { headers: { cookie } })).status).toBe(200);
    t().clock.advance(STAFF_SESSION_IDLE_MS - 1000);
    expect((await call(t().app, '/v0/staff/session', { headers: { cookie } })).status).toBe(200);
    t().clock.advance(STAFF_SESSION_IDLE_MS);
    expect((await call(t().app, '/v0/staff/session', { headers: { cookie } })).status).toBe(401);
  });

  it('rotates the session at sign-in: the token sent along ends, a new one is set', async () => {
    const first = sessionCookie((await signIn(salonStaff)).headers);
    const again = await call(t().app, '/v0/staff/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ALLOWED_ORIGIN, cookie: first },
      body: JSON.stringify(salonStaff),
    });
    const second = sessionCookie(again.headers);
    expect(second).not.toBe(first);
    expect((await call(t().app, '/v0/staff/session', { headers: { cookie: first } })).status).toBe(401);
    expect((await call(t().app, '/v0/staff/session', { headers: { cookie: second } })).status).toBe(200);
  });

  it('sets the cookie Secure when served over https', async () => {
    const app = createApp({
      db: t().db,
      corsOrigins: [ALLOWED_ORIGIN],
      secureCookies: true,
      passwordCost: TEST_PASSWORD_COST,
    });
    const { headers } = await call(app, '/v0/staff/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ALLOWED_ORIGIN },
      body: JSON.stringify(salonStaff),
    });
    expect(headers.get('set-cookie')).toContain('Secure');
  });

  it('signs out: the session ends and the cookie is cleared', async () => {
    const cookie = sessionCookie((await signIn(salonStaff)).headers);
    const signOut = await call(t().app, '/v0/staff/session', {
      method: 'DELETE',
      headers: { cookie, origin: ALLOWED_ORIGIN, 'content-type': 'application/json' },
    });
    expect(signOut.status).toBe(204);
    expect(signOut.headers.get('set-cookie')).toMatch(/^staff_session=;.*Max-Age=0/);
    expect((await call(t().app, '/v0/staff/session', { headers: { cookie } })).status).toBe(401);
  });
});

describe('PUT /v0/staff/session/branch', () => {
  const choose = (cookie: string, branch: string) =>
    call(t().app, '/v0/staff/session/branch', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: ALLOWED_ORIGIN, cookie },
      body: JSON.stringify({ branch }),
    });

  it('remembers the chosen branch for the next sign-in, and it can be changed', async () => {
    const cookie = sessionCookie((await signIn(salonStaff)).headers);
    const chosen = await choose(cookie, 'mitte');
    expect(chosen.status).toBe(200);
    expect(z.parse(staffSessionResponseSchema, chosen.body).results.staff.branch).toBe('mitte');
    const next = await signIn(salonStaff);
    expect(z.parse(staffSessionResponseSchema, next.body).results.staff.branch).toBe('mitte');
    const later = sessionCookie(next.headers);
    expect((await choose(later, 'altona')).status).toBe(200);
    const me = await call(t().app, '/v0/staff/session', { headers: { cookie: later } });
    expect(z.parse(staffSessionResponseSchema, me.body).results.staff.branch).toBe('altona');
  });

  it("answers 404 for another organization's branch and 401 without a session", async () => {
    const cookie = sessionCookie((await signIn(salonStaff)).headers);
    expect((await choose(cookie, 'kreuzberg')).body).toEqual({ error: { code: 'branch_not_found' } });
    expect((await choose('staff_session=forged', 'mitte')).status).toBe(401);
  });
});
