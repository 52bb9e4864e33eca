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

export type OwnerRestaurant = TestRestaurant & { owner: string; host: string; branchId: string };

/** A test restaurant with its owner and a host signed in: `owner` and `host` are their cookies. */
export async function ownerRestaurant(app: TestApp['app'], db: Db, slug: string): Promise<OwnerRestaurant> {
  const restaurant = await staffRestaurant(app, db, slug);
  const email = `owner@${slug}.test`;
  const passwordHash = await hashPassword('secret', TEST_PASSWORD_COST);
  await insertStaffUser(db, {
    organizationId: restaurant.organizationId,
    email,
    name: 'Owner',
    passwordHash,
    role: 'owner',
  });
  const signedIn = await call(app, '/v0/staff/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ALLOWED_ORIGIN },
    body: JSON.stringify({ email, password: 'secret' }),
  });
  const owner = signedIn.headers.get('set-cookie')?.split(';')[0];
  if (!owner) throw new Error(`the owner of ${slug} could not sign in: ${signedIn.status}`);
  const [branch] = await db.query<{ id: string }>('SELECT id FROM branches WHERE organization_id = $1', [
    restaurant.organizationId,
  ]);
  return { ...restaurant, owner, host: restaurant.cookie, branchId: branch?.id ?? '' };
}

/** The owner's floor calls for the restaurant's branch, by path under its settings. */
export function floorCalls(app: TestApp['app'], r: OwnerRestaurant, cookie = r.owner) {
  const base = `/v0/staff/settings/branches/${r.branchId}`;
  const send = (method: string, path: string, body?: unknown) => staffCall(app, cookie, method, `${base}${path}`, body);
  return {
    floor: () => send('GET', '/floor'),
    addArea: (name: string) => send('POST', '/areas', { name }),
    renameArea: (id: string, name: string) => send('PUT', `/areas/${id}`, { name }),
    orderAreas: (ids: string[]) => send('PUT', '/areas-order', { ids }),
    removeArea: (id: string) => send('DELETE', `/areas/${id}`),
    addTable: (body: unknown) => send('POST', '/tables', body),
    updateTable: (id: string, body: unknown) => send('PUT', `/tables/${id}`, body),
    orderTables: (ids: string[]) => send('PUT', '/tables-order', { ids }),
    retireTable: (id: string, body: unknown = {}) => send('POST', `/tables/${id}/retire`, body),
    addCombination: (body: unknown) => send('POST', '/combinations', body),
    updateCombination: (id: string, body: unknown) => send('PUT', `/combinations/${id}`, body),
    orderCombinations: (ids: string[]) => send('PUT', '/combinations-order', { ids }),
    removeCombination: (id: string, body: unknown = {}) => send('POST', `/combinations/${id}/remove`, body),
  };
}

/** The names of the tables a reservation holds, in name order. */
export async function reservedTables(db: Db, reservationId: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT t.name FROM reservation_tables rt JOIN restaurant_tables t ON t.id = rt.table_id
      WHERE rt.reservation_id = $1 ORDER BY t.name`,
    [reservationId],
  );
  return rows.map((row) => row.name);
}
