import { reservationAvailabilityResponseSchema } from '@booking/shared/contract/reservations';
import {
  staffReservationListResponseSchema,
  staffReservationResponseSchema,
} from '@booking/shared/contract/staff-reservations';
import { staffServiceDayResponseSchema } from '@booking/shared/contract/staff-service-day';
import { beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { type StaffSalon, staffCall, staffSalon } from './helpers/staff-calls';
import { hostCalls, phoneBody, type StaffRestaurant, signInHost, staffRestaurant } from './helpers/staff-restaurant';
import { ALLOWED_ORIGIN, appOver, call, type TestApp, useTestApp } from './helpers/test-app';
import { reservationBody, reservationTimes, reserve } from './helpers/test-restaurant';
import { TEST_NOW, WEDNESDAY } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let kitchen: StaffRestaurant;
let other: StaffRestaurant;
let salon: StaffSalon;
let host: ReturnType<typeof hostCalls>;
beforeAll(async () => {
  kitchen = await staffRestaurant(t().app, t().db, 'host-kitchen');
  other = await staffRestaurant(t().app, t().db, 'other-kitchen');
  salon = await staffSalon(t().app, t().db, 'host-salon');
  host = hostCalls(t().app, kitchen);
});
beforeEach(() => t().clock.set(TEST_NOW));

const reservationOf = (body: unknown) => z.parse(staffReservationResponseSchema, body).results.reservation;
const listOf = (body: unknown) => z.parse(staffReservationListResponseSchema, body).results;

describe('POST /v0/staff/branches/{branch}/reservations (a phone call)', () => {
  it('reserves the best-fitting table, matches the guest to a customer record and emails the confirmation', async () => {
    const made = await host.create(phoneBody({ email: 'Jonas@Example.com', start: '2026-03-05T19:00:00+01:00' }));
    expect(made.status).toBe(201);
    const reservation = reservationOf(made.body);
    expect(reservation).toMatchObject({
      start: '2026-03-05T19:00:00+01:00[Europe/Berlin]',
      end: '2026-03-05T20:30:00+01:00[Europe/Berlin]',
      table: { name: 'T2', seats: 2 },
      status: 'confirmed',
      source: 'phone',
      name: 'Jonas Weber',
      email: 'jonas@example.com',
      phone: '+49301234567',
      customer_record: { first_name: 'Jonas', last_name: 'Weber', match: 'new' },
    });
    const mail = await t().db.query<{ kind: string; recipient: string }>(
      'SELECT kind, recipient FROM outbox_messages WHERE booking_id = $1',
      [reservation.id],
    );
    expect(mail).toEqual([{ kind: 'confirmation', recipient: 'jonas@example.com' }]);
  });

  it('matches a returning guest to their customer record by phone and name, as online bookings are matched', async () => {
    const phoned = (name: string, start: string) =>
      host.create(phoneBody({ phone: '+49 30 9990001', name, start })).then((answer) => reservationOf(answer.body));
    const first = await phoned('Rita Rück', '2026-03-12T19:00:00+01:00');
    const again = await phoned('rita rück', '2026-03-13T19:00:00+01:00');
    const someoneElse = await phoned('Tom Rück', '2026-03-14T19:00:00+01:00');
    expect(first.customer_record?.match).toBe('new');
    expect(again.customer_record).toMatchObject({ id: first.customer_record?.id, match: 'matched' });
    expect(someoneElse.customer_record?.match).toBe('new');
    expect(someoneElse.customer_record?.id).not.toBe(first.customer_record?.id);
  });

  it('books a party past the online limit at a table that seats it, but not past the largest table', async () => {
    const online = await reserve(t().app, kitchen, reservationBody({ party_size: 9 }));
    expect(online.status).toBe(400);
    // The test restaurant takes 1 to 8 online; here the rule is the table: T6 is the largest.
    await t().db.query('UPDATE branches SET max_party_size = 4 WHERE organization_id = $1', [kitchen.organizationId]);
    const five = await host.create(phoneBody({ party_size: 5, start: '2026-03-06T19:00:00+01:00' }));
    expect(five.status).toBe(201);
    expect(reservationOf(five.body).table.name).toBe('T6');
    const seven = await host.create(phoneBody({ party_size: 7, start: '2026-03-06T20:00:00+01:00' }));
    expect(seven.status).toBe(409);
    expect(seven.body).toEqual({
      error: { code: 'no_table_free', params: { party_size: 7, largest_table: 6, reason: 'too_large' } },
    });
    await t().db.query('UPDATE branches SET max_party_size = 8 WHERE organization_id = $1', [kitchen.organizationId]);
  });

  it('refuses a chosen table that is too small or taken, and a time past closing, saying why', async () => {
    const start = '2026-03-07T19:00:00+01:00';
    const tooSmall = await host.create(phoneBody({ start, party_size: 3, table_id: kitchen.tables.T2 }));
    expect(tooSmall.status).toBe(409);
    expect(tooSmall.body).toEqual({ error: { code: 'table_too_small', params: { seats: 2, party_size: 3 } } });
    const first = reservationOf((await host.create(phoneBody({ start, table_id: kitchen.tables.T4 }))).body);
    const taken = await host.create(phoneBody({ start: '2026-03-07T20:00:00+01:00', table_id: kitchen.tables.T4 }));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: { code: 'table_taken', params: { reservation: first.id } } });
    const late = await host.create(phoneBody({ start: '2026-03-07T21:00:00+01:00' }));
    expect([late.status, late.body]).toEqual([422, { error: { code: 'outside_opening_hours' } }]);
  });

  it('answers 400 at the field for a party below the smallest, an email reminder without an email, or a phone without calling code', async () => {
    await t().db.query('UPDATE branches SET min_party_size = 2 WHERE organization_id = $1', [kitchen.organizationId]);
    const one = await host.create(phoneBody({ party_size: 1, start: '2026-03-08T19:00:00+01:00' }));
    expect(one.body).toEqual({
      error: { code: 'invalid_input', fields: { party_size: [{ code: 'too_small', params: { min: 2 } }] } },
    });
    await t().db.query('UPDATE branches SET min_party_size = 1 WHERE organization_id = $1', [kitchen.organizationId]);
    const noEmail = await host.create(phoneBody({ reminder: 'email' }));
    expect(noEmail.body).toEqual({ error: { code: 'invalid_input', fields: { email: [{ code: 'required' }] } } });
    const national = await host.create(phoneBody({ phone: '030 1234567' }));
    expect(national.status).toBe(400);
    const count = await t().db.query(
      "SELECT 1 FROM reservations WHERE name = 'Jonas Weber' AND lower(during) >= '2026-03-08'",
    );
    expect(count).toEqual([]);
  });

  it('answers 404 for another organization’s branch and a salon’s branch, 401 signed out, 403 from a foreign origin', async () => {
    // The demo restaurant's branch, of another organization.
    const otherBranch = await staffCall(
      t().app,
      kitchen.cookie,
      'POST',
      '/v0/staff/branches/kreuzberg/reservations',
      phoneBody(),
    );
    expect([otherBranch.status, otherBranch.body]).toEqual([404, { error: { code: 'branch_not_found' } }]);
    const asSalon = await staffCall(
      t().app,
      salon.cookie,
      'POST',
      `/v0/staff/branches/${salon.branch}/reservations`,
      phoneBody(),
    );
    expect([asSalon.status, asSalon.body]).toEqual([404, { error: { code: 'branch_not_found' } }]);
    const signedOut = await call(t().app, `/v0/staff/branches/${kitchen.branch}/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ALLOWED_ORIGIN },
      body: JSON.stringify(phoneBody()),
    });
    expect(signedOut.status).toBe(401);
    const foreign = await call(t().app, `/v0/staff/branches/${kitchen.branch}/reservations`, {
      method: 'POST',
      headers: { cookie: kitchen.cookie, 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify(phoneBody()),
    });
    expect(foreign.status).toBe(403);
  });
});

describe('GET /v0/staff/branches/{branch}/reservations and service-day', () => {
  it('lists a day by start with online and phone reservations, searched by name, phone or email', async () => {
    const online = await reserve(
      t().app,
      kitchen,
      reservationBody({ start: `${WEDNESDAY}T18:00:00+01:00`, name: 'Eva Muster' }),
    );
    expect(online.status).toBe(201);
    await host.create(phoneBody({ name: 'Karl Klein', phone: '+49 170 5550001' }));
    const day = listOf((await host.list({ from: WEDNESDAY, to: WEDNESDAY })).body);
    expect(day.reservations.map((r) => [r.start.slice(11, 16), r.name, r.source])).toEqual([
      ['18:00', 'Eva Muster', 'online'],
      ['19:00', 'Karl Klein', 'phone'],
    ]);
    expect(day.total).toBe(2);
    for (const q of ['karl', '5550001', 'eva@example']) {
      const found = listOf((await host.list({ from: '2026-03-01', to: '2026-03-31', q })).body);
      expect(found.reservations.length).toBeGreaterThan(0);
      for (const r of found.reservations) expect(`${r.name} ${r.phone} ${r.email}`.toLowerCase()).toContain(q);
    }
  });

  it('refuses a range over 31 days and one ending before it starts, and another organization’s branch', async () => {
    const long = await host.list({ from: '2026-03-01', to: '2026-04-01' });
    expect(long.body).toMatchObject({ error: { code: 'invalid_input', fields: { to: [{ code: 'range_too_long' }] } } });
    const backwards = await host.list({ from: '2026-03-02', to: '2026-03-01' });
    expect(backwards.status).toBe(400);
    const ofSalon = await staffCall(
      t().app,
      salon.cookie,
      'GET',
      `/v0/staff/branches/${salon.branch}/reservations?from=${WEDNESDAY}&to=${WEDNESDAY}`,
    );
    expect([ofSalon.status, ofSalon.body]).toEqual([404, { error: { code: 'branch_not_found' } }]);
  });

  it('gives the day sheet: tables, the dinner period with its covers and the largest party still seatable', async () => {
    const sheet = z.parse(staffServiceDayResponseSchema, (await host.day(WEDNESDAY)).body).results;
    expect(sheet.tables.map((table) => [table.name, table.seats])).toEqual([
      ['T2', 2],
      ['T4', 4],
      ['T6', 6],
    ]);
    expect(sheet.rules).toEqual({ min_party_size: 1, max_party_size: 8, duration_minutes: 90 });
    const [dinner] = sheet.periods;
    expect(dinner).toMatchObject({ name: 'dinner', start: `${WEDNESDAY}T18:00:00+01:00[Europe/Berlin]`, seats: 12 });
    const listed = listOf((await host.list({ from: WEDNESDAY, to: WEDNESDAY })).body).reservations;
    const open = listed.filter((r) => r.status !== 'cancelled' && r.status !== 'no_show');
    expect(dinner?.covers).toBe(open.reduce((sum, r) => sum + r.party_size, 0));
    // At 19:00 Eva (18:00, T2) and Karl (19:00, T4) sit: only the table for six is free.
    expect(dinner?.free.find((f) => f.start.includes('T19:00'))).toMatchObject({ largest_party: 6, free_tables: 1 });
    expect(dinner?.free.find((f) => f.start.includes('T20:30'))).toMatchObject({ largest_party: 6, free_tables: 3 });
  });

  it('answers the day sheet only to staff of the restaurant: 404 for a salon’s or another organization’s branch, 401 signed out', async () => {
    const ofSalon = await staffCall(
      t().app,
      salon.cookie,
      'GET',
      `/v0/staff/branches/${salon.branch}/service-day?date=${WEDNESDAY}`,
    );
    expect([ofSalon.status, ofSalon.body]).toEqual([404, { error: { code: 'branch_not_found' } }]);
    const ofDemo = await staffCall(
      t().app,
      kitchen.cookie,
      'GET',
      `/v0/staff/branches/kreuzberg/service-day?date=${WEDNESDAY}`,
    );
    expect(ofDemo.status).toBe(404);
    const signedOut = await call(t().app, `/v0/staff/branches/${kitchen.branch}/service-day?date=${WEDNESDAY}`);
    expect(signedOut.status).toBe(401);
  });

  it('reads one reservation of the organization, and another organization’s as not found', async () => {
    const [first] = listOf((await host.list({ from: WEDNESDAY, to: WEDNESDAY })).body).reservations;
    if (!first) throw new Error('no reservation');
    expect(reservationOf((await host.get(first.id)).body).id).toBe(first.id);
    const asOther = await hostCalls(t().app, other).get(first.id);
    expect([asOther.status, asOther.body]).toEqual([404, { error: { code: 'reservation_not_found' } }]);
    const asSalon = await staffCall(t().app, salon.cookie, 'GET', `/v0/staff/reservations/${first.id}`);
    expect(asSalon.status).toBe(404);
  });
});

// Last: signing in at later times clears the sessions the clock has left behind.
describe('POST /v0/staff/branches/{branch}/walk-ins', () => {
  const dinnerTime = new Date('2026-03-09T17:40:30Z'); // Monday 18:40:30 in Berlin

  const at = async (instant: Date) => {
    t().clock.set(instant);
    kitchen.cookie = await signInHost(t().app, kitchen.slug);
  };
  const times = async (app: TestApp['app'], party_size: string) =>
    z
      .parse(
        reservationAvailabilityResponseSchema,
        (await reservationTimes(app, kitchen, { date: '2026-03-09', party_size })).body,
      )
      .results.slots.map((s) => s.start.slice(11, 16));

  it('seats a party now without a name, and takes the table from online availability at once', async () => {
    await at(dinnerTime);
    // Online guests may book up to the minute here, so tonight's times show. A fresh app reads
    // the change at once: merchant settings are cached per app for a second.
    await t().db.query('UPDATE organizations SET min_booking_lead_time_value = 0 WHERE id = $1', [
      kitchen.organizationId,
    ]);
    const guests = appOver(t().db, t().clock);
    expect(await times(guests, '5')).toEqual(['19:00', '19:30', '20:00', '20:30']);
    const seated = await host.walkIn({ party_size: 5 });
    expect(seated.status).toBe(201);
    expect(reservationOf(seated.body)).toMatchObject({
      start: '2026-03-09T18:40:00+01:00[Europe/Berlin]',
      end: '2026-03-09T20:10:00+01:00[Europe/Berlin]',
      status: 'seated',
      source: 'walk_in',
      name: null,
      table: { name: 'T6' },
      customer_record: null,
    });
    expect(await times(guests, '5')).toEqual(['20:30']);
    await t().db.query('UPDATE organizations SET min_booking_lead_time_value = 2 WHERE id = $1', [
      kitchen.organizationId,
    ]);
  });

  it('refuses a walk-in no free table can seat (409) and one outside the opening hours (422)', async () => {
    await at(dinnerTime);
    const full = await host.walkIn({ party_size: 6, name: 'Big table' });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ error: { code: 'no_table_free', params: { reason: 'all_taken' } } });
    await at(new Date('2026-03-09T12:00:00Z'));
    const closed = await host.walkIn({ party_size: 2 });
    expect([closed.status, closed.body]).toEqual([422, { error: { code: 'outside_opening_hours' } }]);
  });

  it('keeps a walk-in coming in before closing until closing', async () => {
    await at(new Date('2026-03-10T20:30:00Z')); // 21:30 in Berlin, closing at 22:00
    const seated = reservationOf((await host.walkIn({ party_size: 2, name: 'Ana' })).body);
    expect([seated.name, seated.end]).toEqual(['Ana', '2026-03-10T22:00:00+01:00[Europe/Berlin]']);
  });
});
