import type { Operation } from '@booking/shared/contract/operation';
import { OPERATIONS } from '@booking/shared/contract/operations';
import { beforeAll, describe, expect, it } from '@rstest/core';
import { namesStaffBranch } from '../src/http/staff-access';
import { type AccountsApp, confirmedOwner, send as sendJson, signIn, useAccountsApp } from './helpers/account-calls';
import { type PathValues, pathFor, pathNames, pathValuesOf, sendOperation } from './helpers/operation-requests';

/*
 * Every staff operation of the contract's list, so a new one is covered without being named
 * here (decisions 0055, 0083). Without a session it is 401, an owner's operation is 403
 * `owner_only` for staff, both before any of the input is read (a body that is no JSON at all
 * gets the same answer); a path that names another organization's branch or record is 404
 * and changes nothing; where the path names nothing, another organization sees none of it.
 * Every answer is no-store. The demo salon and the demo restaurant are each other's strangers.
 */
const STAFF = OPERATIONS.filter((op) => op.staffSession);
const OWNER_ONLY = STAFF.filter((op) => op.ownerOnly);
const WITH_PATH = STAFF.filter((op) => pathNames(op).length > 0);
const WITHOUT_PATH = STAFF.filter((op) => pathNames(op).length === 0);
const cases = (ops: readonly Operation[]) => ops.map((op) => ({ id: op.id, op }));

const PHONE_RESERVATION = {
  start: '2026-11-27T19:00:00+01:00',
  party_size: 2,
  name: 'Jonas Weber',
  phone: '+49 30 1234567',
};

type Organization = { owner: string; values: PathValues; real: Set<string> };
const t = useAccountsApp();
let salon: Organization;
let restaurant: Organization;
let staffCookie: string;
let strangerCookie: string;
let before: unknown;

const cookieOf = async (email: string, password: string) => (await signIn(t(), email, password)).cookie ?? '';
const organization = async (slug: string): Promise<Organization> => {
  const owner = await cookieOf(`owner@${slug}.test`, `${slug}-owner`);
  return { owner, ...(await pathValuesOf(t().db, slug)) };
};

/** What a refused call must leave as it was, in both demo organizations. */
const DEMO = "(SELECT id FROM organizations WHERE slug IN ('demo-salon', 'demo-restaurant'))";
const RECORDS = ['branches', 'services', 'service_categories', 'employees', 'appointments', 'absences', 'customers'];
const FLOOR = ['reservations', 'restaurant_tables', 'restaurant_areas', 'table_combinations'];
const everything = (app: AccountsApp) =>
  Promise.all([
    app.db.query(
      `SELECT u.id, u.role, u.email, u.branch_id, (SELECT count(*) FROM staff_sessions s WHERE s.staff_user_id = u.id) AS sessions
         FROM staff_users u WHERE u.organization_id IN ${DEMO} ORDER BY u.id`,
    ),
    ...[...RECORDS, ...FLOOR].map((table) =>
      app.db.query(`SELECT * FROM ${table} WHERE organization_id IN ${DEMO} ORDER BY id`),
    ),
  ]);

beforeAll(async () => {
  // The demo restaurant's one reservation, booked by its host on the phone.
  const host = await cookieOf('staff@demo-restaurant.test', 'demo-restaurant-staff');
  const booked = await sendJson(t(), 'POST', '/v0/staff/branches/kreuzberg/reservations', PHONE_RESERVATION, {
    cookie: host,
  });
  if (booked.status !== 201) throw new Error(`no reservation: ${booked.status} ${booked.text}`);
  salon = await organization('demo-salon');
  restaurant = await organization('demo-restaurant');
  staffCookie = await cookieOf('staff@demo-salon.test', 'demo-salon-staff');
  strangerCookie = (await confirmedOwner(t(), 'other-salon')).cookie;
  before = await everything(t());
});

const send = (op: Operation, sent: Parameters<typeof sendOperation>[2]) => sendOperation(t().app, op, sent);
const own = (op: Operation) => pathFor(op, salon.values);

it('walks every staff operation, and each is one the staff write guard covers', () => {
  expect(STAFF.length).toBeGreaterThanOrEqual(80);
  expect(OWNER_ONLY.map((op) => op.id)).toEqual(expect.arrayContaining(['listTeam', 'inviteTeamMember']));
  expect(STAFF.filter((op) => !op.path.startsWith('/v0/staff/')).map((op) => op.id)).toEqual([]);
  expect(STAFF.filter((op) => !op.errors.includes('unauthenticated')).map((op) => op.id)).toEqual([]);
  expect(OWNER_ONLY.filter((op) => !op.errors.includes('owner_only')).map((op) => op.id)).toEqual([]);
  const onBranch = STAFF.filter(namesStaffBranch);
  expect(onBranch.length).toBeGreaterThanOrEqual(10);
  expect(onBranch.filter((op) => !op.errors.includes('branch_not_found')).map((op) => op.id)).toEqual([]);
});

describe('without a session', () => {
  it.each(cases(STAFF))('$id: 401, whatever the input, and no-store', async ({ op }) => {
    for (const body of ['good', 'broken'] as const) {
      for (const cookie of [undefined, 'staff_session=forged-or-expired']) {
        const answer = await send(op, { path: own(op), body, ...(cookie ? { cookie } : {}) });
        expect({ body, status: answer.status, answer: answer.body }).toEqual({
          body,
          status: 401,
          answer: { error: { code: 'unauthenticated' } },
        });
        expect(answer.headers.get('cache-control')).toBe('no-store');
      }
    }
  });

  it.each(cases(STAFF.filter((op) => op.method !== 'get')))(
    '$id: from another origin the write guard answers first (403 origin_not_allowed)',
    async ({ op }) => {
      const answer = await send(op, { path: own(op), body: 'broken', origin: 'https://evil.example' });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ error: { code: 'origin_not_allowed' } });
    },
  );
});

describe("an owner's operations", () => {
  it.each(cases(OWNER_ONLY))('$id: 403 owner_only for staff, whatever the input', async ({ op }) => {
    for (const body of ['good', 'broken'] as const) {
      const answer = await send(op, { path: own(op), body, cookie: staffCookie });
      expect({ body, status: answer.status, answer: answer.body }).toEqual({
        body,
        status: 403,
        answer: { error: { code: 'owner_only' } },
      });
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe("another organization's branch or record in the path", () => {
  it('names, for every operation, what one of the two organizations really has', () => {
    const covered = (op: Operation) =>
      [salon, restaurant].some((org) => pathNames(op).every((name) => org.real.has(name) || name === 'day'));
    expect(WITH_PATH.filter((op) => !covered(op)).map((op) => op.id)).toEqual([]);
  });

  it.each(cases(WITH_PATH))("$id: 404 to each organization's owner for the other's", async ({ op }) => {
    for (const [theirs, caller] of [
      [salon, restaurant],
      [restaurant, salon],
    ] as const) {
      const path = pathFor(op, theirs.values);
      const answer = await send(op, { path, body: 'good', cookie: caller.owner });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect((answer.body as { error: { code: string } }).error.code).toMatch(/not_found$/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('changed nothing in either organization', async () => {
    expect(await everything(t())).toEqual(before);
  });
});

describe('where the path names nothing', () => {
  it.each(cases(WITHOUT_PATH))("$id: a new organization's owner sees none of the demo salon's", async ({ op }) => {
    const answer = await send(op, { path: op.path, body: 'good', cookie: strangerCookie });
    // Its own (empty) data, or a refusal of what the body names that is not its own.
    if (answer.status >= 300)
      expect((answer.body as { error: { code: string } }).error.code).toMatch(/invalid_input|not_found$/);
    for (const secret of ['demo-salon.test', salon.values.account, salon.values.session, salon.values.customer]) {
      expect(answer.text).not.toContain(secret);
    }
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it("left the demo salon's accounts, roles, sessions, services and records as they were", async () => {
    expect(await everything(t())).toEqual(before);
  });
});
