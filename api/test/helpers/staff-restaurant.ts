import { hashPassword } from '../../src/auth/password';
import type { Db } from '../../src/db/db';
import { insertStaffUser } from '../../src/db/staff-user-repo';
import { staffCall } from './staff-calls';
import { ALLOWED_ORIGIN, call, TEST_PASSWORD_COST, type TestApp } from './test-app';
import { createTestRestaurant, type TestRestaurant } from './test-restaurant';

export type StaffRestaurant = TestRestaurant & { cookie: string };

/** A test restaurant (test-restaurant.ts) with a staff member, signed in. */
export async function staffRestaurant(
  app: TestApp['app'],
  db: Db,
  slug: string,
  options?: { online?: boolean },
): Promise<StaffRestaurant> {
  const restaurant = await createTestRestaurant(db, slug, options);
  const email = `host@${slug}.test`;
  await insertStaffUser(db, {
    organizationId: restaurant.organizationId,
    email,
    name: `Host ${slug}`,
    passwordHash: await hashPassword('secret', TEST_PASSWORD_COST),
  });
  return { ...restaurant, cookie: await signInHost(app, slug) };
}

/** Signs the restaurant's host in again (after the test clock jumped past the session's life). */
export async function signInHost(app: TestApp['app'], slug: string): Promise<string> {
  const signedIn = await call(app, '/v0/staff/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ALLOWED_ORIGIN },
    body: JSON.stringify({ email: `host@${slug}.test`, password: 'secret' }),
  });
  const cookie = signedIn.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`staff of ${slug} could not sign in: ${signedIn.status}`);
  return cookie;
}

/** The host stand's calls for one restaurant, by path under /v0/staff. */
export function hostCalls(app: TestApp['app'], r: StaffRestaurant) {
  const branch = `/v0/staff/branches/${r.branch}`;
  return {
    list: (query: Record<string, string>) =>
      staffCall(app, r.cookie, 'GET', `${branch}/reservations?${new URLSearchParams(query)}`),
    day: (date: string) => staffCall(app, r.cookie, 'GET', `${branch}/service-day?date=${date}`),
    create: (body: unknown) => staffCall(app, r.cookie, 'POST', `${branch}/reservations`, body),
    walkIn: (body: unknown) => staffCall(app, r.cookie, 'POST', `${branch}/walk-ins`, body),
    get: (id: string) => staffCall(app, r.cookie, 'GET', `/v0/staff/reservations/${id}`),
    update: (id: string, body: unknown) => staffCall(app, r.cookie, 'PATCH', `/v0/staff/reservations/${id}`, body),
    move: (id: string, table_id: string | undefined) => {
      if (!table_id) throw new Error('no such test table');
      return staffCall(app, r.cookie, 'POST', `/v0/staff/reservations/${id}/move`, { table_id });
    },
    state: (id: string, state: string) =>
      staffCall(app, r.cookie, 'POST', `/v0/staff/reservations/${id}/state`, { state }),
    cancel: (id: string, body: unknown) =>
      staffCall(app, r.cookie, 'POST', `/v0/staff/reservations/${id}/cancel`, body),
  };
}

/** A phone reservation's body: Wednesday 4 March 2026 at 19:00 in Berlin, for two. */
export function phoneBody(overrides: Record<string, unknown> = {}) {
  return {
    start: '2026-03-04T19:00:00+01:00',
    party_size: 2,
    name: 'Jonas Weber',
    phone: '+49 30 1234567',
    ...overrides,
  };
}
