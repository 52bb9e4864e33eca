import { randomUUID } from 'node:crypto';
import {
  createReservationResponseSchema,
  reservationAvailabilityResponseSchema,
} from '@booking/shared/contract/reservations';
import { beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { insertOpeningHours } from '../src/db/restaurant-setup-repo';
import { call, useTestApp } from './helpers/test-app';
import {
  createTestRestaurant,
  manageReservation,
  reservationBody,
  reservationTimes,
  reserve,
  type TestRestaurant,
} from './helpers/test-restaurant';
import { TEST_NOW, WEDNESDAY } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let restaurant: TestRestaurant;
let closed: TestRestaurant;
beforeAll(async () => {
  restaurant = await createTestRestaurant(t().db, 'test-kitchen');
  closed = await createTestRestaurant(t().db, 'closed-kitchen', { online: false });
});
beforeEach(() => t().clock.set(TEST_NOW));

const starts = (body: unknown) =>
  z.parse(reservationAvailabilityResponseSchema, body).results.slots.map((s) => s.start.slice(11, 16));
const tableOf = async (id: string) =>
  (
    await t().db.query<{ name: string }>(
      'SELECT t.name FROM reservation_tables r JOIN restaurant_tables t ON t.id = r.table_id WHERE r.reservation_id = $1',
      [id],
    )
  )[0]?.name;

describe('GET .../reservation-availability', () => {
  it('offers start times every 30 minutes inside the opening hours, with the rules, never cached', async () => {
    const { status, body, headers } = await reservationTimes(t().app, restaurant, { date: WEDNESDAY, party_size: '2' });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    const results = z.parse(reservationAvailabilityResponseSchema, body).results;
    expect(results.rules).toEqual({
      min_party_size: 1,
      max_party_size: 8,
      duration_minutes: 90,
      party_sizes: [1, 2, 3, 4, 5, 6],
    });
    expect(results.slots[0]).toEqual({
      start: '2026-03-04T18:00:00+01:00[Europe/Berlin]',
      end: '2026-03-04T19:30:00+01:00[Europe/Berlin]',
    });
    expect(starts(body)).toEqual(['18:00', '18:30', '19:00', '19:30', '20:00', '20:30']);
  });

  it('gives each free time as its start with the day and wall-clock time in the branch’s zone, as the salon does', async () => {
    const { body } = await reservationTimes(t().app, restaurant, { date: WEDNESDAY, party_size: '2' });
    const { results } = z.parse(reservationAvailabilityResponseSchema, body);
    expect(results.times[0]).toEqual({
      start: '2026-03-04T18:00:00+01:00[Europe/Berlin]',
      date: '2026-03-04',
      local_time: '18:00',
    });
    expect(results.times.map((time) => time.start)).toEqual(results.slots.map((slot) => slot.start));
  });

  it("names the day's service periods, lunch before dinner, so the times can be grouped by them", async () => {
    const lunch = await createTestRestaurant(t().db, 'lunch-kitchen');
    const branchId = (
      await t().db.query<{ id: string }>('SELECT id FROM branches WHERE organization_id = $1', [lunch.organizationId])
    )[0]?.id;
    if (!branchId) throw new Error('no branch');
    const ref = { organizationId: lunch.organizationId, branchId };
    for (let weekday = 0; weekday < 7; weekday++)
      await insertOpeningHours(t().db, ref, { weekday, start: '12:00', end: '15:00' });
    const { body } = await reservationTimes(t().app, lunch, { date: WEDNESDAY, party_size: '2' });
    const results = z.parse(reservationAvailabilityResponseSchema, body).results;
    expect(results.service_periods).toEqual([
      { start: '12:00', end: '15:00' },
      { start: '18:00', end: '22:00' },
    ]);
    expect(starts(body)[0]).toBe('12:00');
  });

  it('starts no sooner than the minimum lead time (2 hours) on the same day', async () => {
    t().clock.set(new Date('2026-03-02T16:40:00Z')); // 17:40 in Berlin
    const { body } = await reservationTimes(t().app, restaurant, { date: '2026-03-02', party_size: '2' });
    expect(starts(body)).toEqual(['20:00', '20:30']);
  });

  it('offers nothing to a party no table can seat, and refuses one above the limit with too_big', async () => {
    expect(starts((await reservationTimes(t().app, restaurant, { date: WEDNESDAY, party_size: '7' })).body)).toEqual(
      [],
    );
    const { status, body } = await reservationTimes(t().app, restaurant, { date: WEDNESDAY, party_size: '9' });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: { code: 'invalid_input', fields: { party_size: [{ code: 'too_big', params: { max: 8 } }] } },
    });
  });

  it('refuses a malformed date or party size with field codes', async () => {
    const { status, body } = await reservationTimes(t().app, restaurant, { date: '2026-02-30', party_size: 'two' });
    expect(status).toBe(400);
    expect(Object.keys((body as { error: { fields: object } }).error.fields).sort()).toEqual(['date', 'party_size']);
  });

  it('answers 404 for a salon, an unknown restaurant and an unknown branch', async () => {
    const query = `date=${WEDNESDAY}&party_size=2`;
    const salon = await call(t().app, `/v0/organizations/demo-salon/branches/mitte/reservation-availability?${query}`);
    expect(salon.body).toEqual({ error: { code: 'merchant_not_found' } });
    const unknown = await call(t().app, `/v0/organizations/nobody/branches/main/reservation-availability?${query}`);
    expect(unknown.status).toBe(404);
    const branch = await call(
      t().app,
      `/v0/organizations/test-kitchen/branches/nope/reservation-availability?${query}`,
    );
    expect(branch.body).toEqual({ error: { code: 'branch_not_found' } });
  });
});

describe('online reservations switched off by the merchant', () => {
  it('tells the front end in the configuration and answers 409 reservations_unavailable', async () => {
    const config = await call(t().app, '/v0/configurations/public/booking/closed-kitchen');
    expect(JSON.stringify(config.body)).toContain('"online_reservations_enabled":false');
    const times = await reservationTimes(t().app, closed, { date: WEDNESDAY, party_size: '2' });
    expect(times.status).toBe(409);
    expect(times.body).toEqual({ error: { code: 'reservations_unavailable' } });
    const made = await reserve(t().app, closed, reservationBody());
    expect(made.status).toBe(409);
    expect(made.body).toEqual({ error: { code: 'reservations_unavailable' } });
  });
});

describe('POST .../reservations', () => {
  it('reserves the smallest table that fits and answers the reservation with a manage token', async () => {
    const { status, body, headers } = await reserve(
      t().app,
      restaurant,
      reservationBody({ special_request: 'Window' }),
    );
    expect(status).toBe(201);
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    const { reservation, manage_token } = z.parse(createReservationResponseSchema, body).results;
    expect(reservation).toMatchObject({
      status: 'confirmed',
      start: '2026-03-04T19:00:00+01:00[Europe/Berlin]',
      end: '2026-03-04T20:30:00+01:00[Europe/Berlin]',
      party_size: 2,
      name: 'Eva Muster',
      phone: '+493012345670',
      special_request: 'Window',
      reminder: 'email',
      changeable: true,
      fees_due: { amount_minor: 0, currency: 'EUR' },
    });
    expect(await tableOf(reservation.id)).toBe('T2');
    const read = await manageReservation(t().app, restaurant, manage_token);
    expect(read.body).toEqual({ results: { reservation } });
  });

  it('seats the next party at the next table, and refuses the one no free table fits with slot_taken', async () => {
    const at = { start: '2026-03-05T19:00:00+01:00' };
    const five = await reserve(t().app, restaurant, reservationBody({ ...at, party_size: 5 }));
    expect(five.status).toBe(201);
    const six = await reserve(t().app, restaurant, reservationBody({ ...at, party_size: 6 }));
    expect(six.status).toBe(409);
    expect(six.body).toEqual({ error: { code: 'slot_taken' } });
    const overlapping = await reserve(
      t().app,
      restaurant,
      reservationBody({ start: '2026-03-05T20:00:00+01:00', party_size: 5 }),
    );
    expect(overlapping.status).toBe(409);
    const afterwards = await reserve(
      t().app,
      restaurant,
      reservationBody({ start: '2026-03-05T20:30:00+01:00', party_size: 5 }),
    );
    expect(afterwards.status).toBe(201);
    const couples = await Promise.all([1, 2, 3].map(() => reserve(t().app, restaurant, reservationBody(at))));
    expect(couples.map((c) => c.status).sort()).toEqual([201, 201, 409]);
  });

  it('refuses a time off the grid, outside the hours or inside the lead time with slot_unavailable', async () => {
    for (const start of ['2026-03-04T19:10:00+01:00', '2026-03-04T21:00:00+01:00', '2026-03-02T10:30:00+01:00']) {
      const { status, body } = await reserve(t().app, restaurant, reservationBody({ start }));
      expect(status).toBe(422);
      expect(body).toEqual({ error: { code: 'slot_unavailable' } });
    }
  });

  it('refuses missing or malformed fields, and a party above the limit, with field codes', async () => {
    const { status, body } = await reserve(t().app, restaurant, {
      start: 'soon',
      party_size: 0,
      email: 'x',
      phone: '12',
    });
    expect(status).toBe(400);
    const fields = (body as { error: { fields: Record<string, unknown> } }).error.fields;
    expect(Object.keys(fields).sort()).toEqual(['email', 'name', 'party_size', 'phone', 'reminder', 'start']);
    const big = await reserve(t().app, restaurant, reservationBody({ party_size: 9 }));
    expect(big.body).toEqual({
      error: { code: 'invalid_input', fields: { party_size: [{ code: 'too_big', params: { max: 8 } }] } },
    });
  });

  it('needs an Idempotency-Key, replays the answer for the same key, and refuses the key with another body', async () => {
    expect((await reserve(t().app, restaurant, reservationBody(), { key: null })).status).toBe(400);
    const key = randomUUID();
    const body = reservationBody({ start: '2026-03-06T18:00:00+01:00' });
    const first = await reserve(t().app, restaurant, body, { key });
    const again = await reserve(t().app, restaurant, body, { key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const other = await reserve(t().app, restaurant, { ...body, party_size: 3 }, { key });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ error: { code: 'idempotency_key_reused' } });
    const rows = await t().db.query("SELECT 1 FROM reservations WHERE lower(during) = '2026-03-06T17:00:00Z'");
    expect(rows).toHaveLength(1);
  });
});
