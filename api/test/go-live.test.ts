import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@rstest/core';
import { hashPassword } from '../src/auth/password';
import { insertEmployee } from '../src/db/employee-repo';
import { replaceRota } from '../src/db/employee-rota-repo';
import { insertOpeningHours, insertRestaurantTable } from '../src/db/restaurant-setup-repo';
import { insertService } from '../src/db/service-repo';
import { insertStaffUser } from '../src/db/staff-user-repo';
import { MERCHANT_CACHE_MS } from '../src/http/merchant-lookup';
import { book, bookingBody, manage, post } from './helpers/booking-calls';
import { staffCall } from './helpers/staff-calls';
import { call, TEST_PASSWORD_COST, useTestApp } from './helpers/test-app';
import { createTestBranch, createTestSalon, TEST_NOW, type TestSalon } from './helpers/test-salon';

// Going live (decision 0059): a page is off until its owner switches it on, which needs a
// branch with hours, a service and someone who performs it with working hours, each read
// from the database. Switched off, new visitors find nothing; booked customers' links work.
const t = useTestApp({ now: TEST_NOW });
const LIVE = '/v0/staff/settings/live';
type GoLive = { live: boolean; checklist: { item: string; done: boolean }[] };
const stateOf = (answer: { body: unknown }) => (answer.body as { results: GoLive }).results;

async function ownerOf(organizationId: string, slug: string) {
  const email = `owner@${slug}.test`;
  await insertStaffUser(t().db, {
    organizationId,
    email,
    name: 'Owner',
    passwordHash: await hashPassword('owner-secret', TEST_PASSWORD_COST),
  });
  await t().db.query("UPDATE staff_users SET role = 'owner' WHERE email = $1", [email]);
  const signedIn = await staffCall(t().app, '', 'POST', '/v0/staff/session', { email, password: 'owner-secret' });
  return signedIn.headers.get('set-cookie')?.split(';')[0] ?? '';
}

/** Polls until `check` passes or `ms` have gone by: a switch must show within that. */
async function within<T>(ms: number, read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const until = performance.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || performance.now() > until) return value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('a new business', () => {
  let organizationId: string;
  let cookie: string;
  beforeAll(async () => {
    const [org] = await t().db.query<{ id: string }>(
      `INSERT INTO organizations (slug, vertical, name, timezone) VALUES ('fresh-salon', 'beauty', 'Fresh', 'Europe/Berlin')
       RETURNING id`,
    );
    organizationId = org?.id ?? '';
    cookie = await ownerOf(organizationId, 'fresh-salon');
  });

  it('starts off, with everything on the checklist missing, and cannot go live yet', async () => {
    expect(stateOf(await staffCall(t().app, cookie, 'GET', LIVE))).toEqual({
      live: false,
      checklist: [
        { item: 'branch_with_hours', done: false },
        { item: 'service', done: false },
        { item: 'employee_with_hours', done: false },
      ],
    });
    const refused = await staffCall(t().app, cookie, 'PUT', LIVE, { live: true });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: { code: 'not_ready' } });
    const config = await call(t().app, '/v0/configurations/public/booking/fresh-salon');
    expect(config.body).toMatchObject({
      results: { configuration: { reservations: { customization: { reservations_page_activated: false } } } },
    });
  });

  it('ticks each item as the database gets it, then goes live and takes bookings', async () => {
    const done = async () =>
      stateOf(await staffCall(t().app, cookie, 'GET', LIVE))
        .checklist.filter((entry) => entry.done)
        .map((e) => e.item);
    const branch = await createTestBranch(t().db, organizationId);
    expect(await done()).toEqual([]);
    await t().db.query(
      `INSERT INTO branch_opening_hours (organization_id, branch_id, weekday, start_time, end_time)
       VALUES ($1, $2, 3, '09:00', '18:00')`,
      [organizationId, branch.id],
    );
    expect(await done()).toEqual(['branch_with_hours']);
    const service = await insertService(t().db, organizationId, {
      category: 'Hair',
      name: 'Cut',
      durationMinutes: 30,
      priceMinor: 3000,
      branchIds: [],
    });
    await t().db.query('INSERT INTO branch_services (organization_id, branch_id, service_id) VALUES ($1, $2, $3)', [
      organizationId,
      branch.id,
      service.id,
    ]);
    expect(await done()).toEqual(['branch_with_hours', 'service']);
    const [employee] = await t().db.query<{ id: string }>(
      `INSERT INTO employees (organization_id, first_name, last_name) VALUES ($1, 'Ana', 'Lind') RETURNING id`,
      [organizationId],
    );
    await t().db.query('INSERT INTO employee_services (organization_id, employee_id, service_id) VALUES ($1, $2, $3)', [
      organizationId,
      employee?.id,
      service.id,
    ]);
    // Performs the service, but has no hours yet: still missing.
    expect(await done()).toEqual(['branch_with_hours', 'service']);
    await replaceRota(t().db, organizationId, employee?.id ?? '', {
      effective_from: '2000-01-03',
      cycle_weeks: 1,
      hours: [{ branch_id: branch.id, cycle_week: 0, weekday: 3, start: '09:00', end: '18:00' }],
    });
    expect(await done()).toEqual(['branch_with_hours', 'service', 'employee_with_hours']);

    const switched = await staffCall(t().app, cookie, 'PUT', LIVE, { live: true });
    expect(switched.status).toBe(200);
    expect(stateOf(switched).live).toBe(true);
    const services = await call(t().app, '/v0/organizations/fresh-salon/branches/main/services');
    expect(services.status).toBe(200);
  });
});

describe('the checklist counts only what customers could book', () => {
  const EMPLOYEES = '/v0/staff/settings/employees';
  let cookie: string;
  let organizationId: string;
  let branchId: string;
  let serviceId: string;
  const done = async () =>
    stateOf(await staffCall(t().app, cookie, 'GET', LIVE))
      .checklist.filter((entry) => entry.done)
      .map((entry) => entry.item);
  /** Ana performs the cut with hours since ever; the branch has no opening hours of its own. */
  const hire = async (firstName: string) =>
    (
      await insertEmployee(t().db, organizationId, {
        firstName,
        lastName: 'Lind',
        position: 0,
        serviceIds: [serviceId],
        workingHours: [{ branchId, weekday: 3, start: '09:00', end: '18:00' }],
      })
    ).id;

  beforeAll(async () => {
    const [org] = await t().db.query<{ id: string }>(
      `INSERT INTO organizations (slug, vertical, name, timezone) VALUES ('leaving-salon', 'beauty', 'Leaving', 'Europe/Berlin')
       RETURNING id`,
    );
    organizationId = org?.id ?? '';
    cookie = await ownerOf(organizationId, 'leaving-salon');
    branchId = (await createTestBranch(t().db, organizationId)).id;
    serviceId = (
      await insertService(t().db, organizationId, {
        category: 'Hair',
        name: 'Cut',
        durationMinutes: 30,
        priceMinor: 3000,
        branchIds: [branchId],
      })
    ).id;
  });

  it('no longer counts an employee the owner removed, nor the hours they had, and the page cannot go live', async () => {
    const ana = await hire('Ana');
    expect(await done()).toEqual(['branch_with_hours', 'service', 'employee_with_hours']);
    const removed = await staffCall(t().app, cookie, 'POST', `${EMPLOYEES}/${ana}/removal`, { appointments: 'keep' });
    expect(removed.status, JSON.stringify(removed.body)).toBe(204);
    expect(await done()).toEqual(['service']);
    const refused = await staffCall(t().app, cookie, 'PUT', LIVE, { live: true });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: { code: 'not_ready' } });
  });

  it('no longer counts hours the owner emptied from today on, and counts them again once a new week has hours', async () => {
    const bea = await hire('Bea');
    expect(await done()).toEqual(['branch_with_hours', 'service', 'employee_with_hours']);
    const rota = (hours: unknown[]) =>
      staffCall(t().app, cookie, 'PUT', `${EMPLOYEES}/${bea}/rota`, {
        effective_from: '2026-03-02',
        cycle_weeks: 1,
        hours,
        appointments: 'keep',
      });
    expect((await rota([])).status).toBe(200);
    expect(await done()).toEqual(['service']);
    expect(
      (await rota([{ branch_id: branchId, cycle_week: 0, weekday: 4, start: '10:00', end: '16:00' }])).status,
    ).toBe(200);
    expect(await done()).toEqual(['branch_with_hours', 'service', 'employee_with_hours']);
  });

  it('counts neither a service hidden from online booking nor a closed branch', async () => {
    await t().db.query('UPDATE services SET online_bookable = false WHERE id = $1', [serviceId]);
    expect(await done()).toEqual(['branch_with_hours']);
    await t().db.query('UPDATE services SET online_bookable = true WHERE id = $1', [serviceId]);
    expect(await done()).toEqual(['branch_with_hours', 'service', 'employee_with_hours']);
    const closed = await staffCall(t().app, cookie, 'POST', `/v0/staff/settings/branches/${branchId}/close`, {
      on_appointments: 'keep',
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(await done()).toEqual([]);
  });
});

describe('switching a live page off', () => {
  let salon: TestSalon;
  let cookie: string;
  beforeAll(async () => {
    salon = await createTestSalon(t().db, 'switch-salon');
    cookie = await ownerOf(salon.organizationId, 'switch-salon');
  });

  it('turns new visitors away within the settings cache, and keeps booked customers’ links working', async () => {
    const created = await book(t().app, salon, bookingBody(salon), { key: randomUUID() });
    expect(created.status).toBe(201);
    const token = (created.body as { results: { manage_token: string } }).results.manage_token;

    const off = await staffCall(t().app, cookie, 'PUT', LIVE, { live: false });
    expect(stateOf(off).live).toBe(false);
    const services = () => call(t().app, `/v0/organizations/${salon.slug}/branches/main/services`);
    const gone = await within(MERCHANT_CACHE_MS * 2, services, (answer) => answer.status === 404);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: { code: 'merchant_not_found' } });
    const config = await call(t().app, `/v0/configurations/public/booking/${salon.slug}`);
    expect(config.body).toMatchObject({
      results: { configuration: { reservations: { customization: { reservations_page_activated: false } } } },
    });

    const shown = await manage(t().app, salon, token);
    expect(shown.status).toBe(200);
    const cancelled = await manage(t().app, salon, token, '/cancel', post());
    expect(cancelled.status).toBe(200);

    await staffCall(t().app, cookie, 'PUT', LIVE, { live: true });
    const back = await within(MERCHANT_CACHE_MS * 2, services, (answer) => answer.status === 200);
    expect(back.status).toBe(200);
  });

  it('refuses a body that is not a boolean', async () => {
    const answer = await staffCall(t().app, cookie, 'PUT', LIVE, { live: 'yes' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { code: 'invalid_input', fields: { live: [{ code: 'invalid_type' }] } },
    });
  });
});

describe('a new restaurant (decision 0080)', () => {
  let organizationId: string;
  let cookie: string;
  let branch: { organizationId: string; branchId: string };
  const checklist = async () => stateOf(await staffCall(t().app, cookie, 'GET', LIVE)).checklist;
  beforeAll(async () => {
    const [org] = await t().db.query<{ id: string }>(
      `INSERT INTO organizations (slug, vertical, name, timezone) VALUES ('fresh-kitchen', 'gastro', 'Fresh', 'Europe/Berlin')
       RETURNING id`,
    );
    organizationId = org?.id ?? '';
    cookie = await ownerOf(organizationId, 'fresh-kitchen');
  });

  it('asks for a branch with hours, a table guests can book for its smallest party, and a phone', async () => {
    expect(await checklist()).toEqual([
      { item: 'branch_with_hours', done: false },
      { item: 'online_table', done: false },
      { item: 'phone_for_large_parties', done: false },
    ]);
    const refused = await staffCall(t().app, cookie, 'PUT', LIVE, { live: true });
    expect([refused.status, refused.body]).toEqual([409, { error: { code: 'not_ready' } }]);
  });

  it('counts no table kept from guests, nor one too large for the smallest online party', async () => {
    const created = await createTestBranch(t().db, organizationId);
    branch = { organizationId, branchId: created.id };
    for (let weekday = 0; weekday < 7; weekday++) {
      await insertOpeningHours(t().db, branch, { weekday, start: '18:00', end: '22:00' });
    }
    const staffOnly = await insertRestaurantTable(t().db, branch, { name: 'T1', seats: 4, position: 0 });
    await t().db.query("UPDATE restaurant_tables SET bookable_by = 'staff' WHERE id = $1", [staffOnly.id]);
    const fromThree = await insertRestaurantTable(t().db, branch, { name: 'T2', seats: 6, position: 1 });
    await t().db.query('UPDATE restaurant_tables SET min_seats = 3 WHERE id = $1', [fromThree.id]);
    expect(await checklist()).toEqual([
      { item: 'branch_with_hours', done: true },
      { item: 'online_table', done: false },
      { item: 'phone_for_large_parties', done: false },
    ]);
  });

  it('goes live once a table seats the smallest party online and the branch has a phone', async () => {
    await insertRestaurantTable(t().db, branch, { name: 'T3', seats: 2, position: 2 });
    await t().db.query("UPDATE branches SET phone = '+49 30 1234567' WHERE id = $1", [branch.branchId]);
    expect((await checklist()).every((entry) => entry.done)).toBe(true);
    const switched = await staffCall(t().app, cookie, 'PUT', LIVE, { live: true });
    expect(switched.status).toBe(200);
  });
});
