import { isStaffWrite, staffWriteType } from '@booking/shared/contract/operation-errors';
import { OPERATIONS } from '@booking/shared/contract/operations';
import { beforeAll, describe, expect, it } from '@rstest/core';
import { hashPassword } from '../src/auth/password';
import { insertStaffUser } from '../src/db/staff-user-repo';
import { book, bookingBody, staffPost } from './helpers/booking-calls';
import { ALLOWED_ORIGIN, call, TEST_PASSWORD_COST, useTestApp } from './helpers/test-app';
import { createTestSalon, TEST_NOW, type TestSalon } from './helpers/test-salon';

// Decision 0021: a staff write must be JSON from a front-end origin; the session cookie
// alone (SameSite=Lax, sent from every sibling origin) is not enough.
const t = useTestApp({ now: TEST_NOW });
let salon: TestSalon;
let cookie: string;
beforeAll(async () => {
  salon = await createTestSalon(t().db, 'staff-writes-salon');
  const passwordHash = await hashPassword('staff-pass', TEST_PASSWORD_COST);
  await insertStaffUser(t().db, {
    organizationId: salon.organizationId,
    email: 'staff@writes.test',
    name: 'S',
    passwordHash,
  });
  const signIn = await call(
    t().app,
    '/v0/staff/session',
    staffPost({ email: 'staff@writes.test', password: 'staff-pass' }),
  );
  expect(signIn.status).toBe(200);
  cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
});

const FORM = 'application/x-www-form-urlencoded';
const booked = async (start: string) => {
  const created = await book(t().app, salon, bookingBody(salon, { start }));
  return (created.body as { results: { appointment: { id: string } } }).results.appointment.id;
};
const statusOf = async (id: string) =>
  (await t().db.query<{ status: string }>('SELECT status FROM appointments WHERE id = $1', [id]))[0]?.status;

/**
 * Every staff write of the contract's list (so a new one is covered without being added
 * here), its path params filled with ids that exist nowhere: the guard answers first.
 */
const WRITES = OPERATIONS.filter(isStaffWrite).map((op) => ({
  name: `${op.method.toUpperCase()} ${op.path}`,
  method: op.method.toUpperCase(),
  path: () =>
    op.path.replace(/\{([a-z_]+)\}/g, (_, name: string) =>
      name === 'branch' ? 'main' : '00000000-0000-4000-8000-000000000000',
    ),
  body: op.body ? {} : undefined,
  expected: staffWriteType(op),
}));

it('covers the writes of every staff area', () => {
  expect(WRITES.length).toBeGreaterThanOrEqual(10);
});

describe('staff writes', () => {
  it.each(WRITES)('$name: refused 403 from another origin, or without one', async ({ method, path, body }) => {
    for (const origin of ['https://evil.example', 'http://localhost:3001.evil.example', 'null', undefined]) {
      const headers: Record<string, string> = { cookie, 'content-type': 'application/json' };
      if (origin) headers.origin = origin;
      const response = await call(t().app, path(), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: { code: 'origin_not_allowed' } });
    }
  });

  it.each(WRITES)(
    '$name: refused 415 as a form or text, even from an allowed origin',
    async ({ method, path, expected }) => {
      for (const type of [FORM, 'text/plain', 'multipart/form-data; boundary=x', undefined]) {
        const headers: Record<string, string> = { cookie, origin: ALLOWED_ORIGIN };
        if (type) headers['content-type'] = type;
        const response = await call(t().app, path(), { method, headers, body: type ? 'reason=staff' : undefined });
        expect(response.status).toBe(415);
        expect(response.body).toEqual({
          error: { code: 'unsupported_media_type', params: { expected } },
        });
      }
    },
  );

  it('a cross-site form post cannot record a payment; the front end can', async () => {
    const id = await booked('2026-03-04T14:00:00+01:00');
    const forged = await call(t().app, `/v0/staff/appointments/${id}/payment`, {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost:3999', 'content-type': FORM },
      body: '',
    });
    expect(forged.status).toBe(403);
    expect(await statusOf(id)).toBe('booked');

    const paid = await call(t().app, `/v0/staff/appointments/${id}/payment`, staffPost({}, { cookie }));
    expect(paid.status).toBe(200);
    expect(await statusOf(id)).toBe('paid');
  });

  it('reads stay open to any caller with the cookie (a read cannot change anything)', async () => {
    const response = await call(t().app, '/v0/staff/session', { headers: { cookie, origin: 'https://evil.example' } });
    expect(response.status).toBe(200);
    // ... but the browser gets no CORS headers for that origin, so the page cannot read it.
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('signs out from the front end', async () => {
    const signIn = await call(
      t().app,
      '/v0/staff/session',
      staffPost({ email: 'staff@demo-salon.test', password: 'demo-salon-staff' }),
    );
    const own = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
    const signOut = await call(t().app, '/v0/staff/session', {
      method: 'DELETE',
      headers: { cookie: own, origin: ALLOWED_ORIGIN, 'content-type': 'application/json' },
    });
    expect(signOut.status).toBe(204);
    expect((await call(t().app, '/v0/staff/session', { headers: { cookie: own } })).status).toBe(401);
  });
});
