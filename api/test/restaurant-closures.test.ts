import { errorBodySchema } from '@booking/shared/contract/error-body';
import {
  createReservationResponseSchema,
  reservationAvailabilityResponseSchema,
} from '@booking/shared/contract/reservations';
import { beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { MERCHANT_CACHE_MS } from '../src/http/merchant-lookup';
import { hostCalls, type StaffRestaurant, signInHost, staffRestaurant } from './helpers/staff-restaurant';
import { useTestApp } from './helpers/test-app';
import { manageReservation, reservationBody, reservationTimes, reserve } from './helpers/test-restaurant';
import { TEST_NOW } from './helpers/test-salon';
import { within } from './helpers/within';

/*
 * A restaurant's closed days and a closed restaurant (Monday 2 March 2026, 09:00 in Berlin;
 * open every day 18:00-22:00): no time is offered on a closed day and no booking is taken
 * there, online, on the phone or at the door; the refusal says the day is closed (and the host
 * reads the owner's reason). A closed
 * branch takes nothing new, while the reservations made there keep their links.
 */
const t = useTestApp({ now: TEST_NOW });
let open: StaffRestaurant;
let closing: StaffRestaurant;
beforeAll(async () => {
  open = await staffRestaurant(t().app, t().db, 'closed-day-kitchen');
  closing = await staffRestaurant(t().app, t().db, 'closing-kitchen');
  await closeDay(open, '2026-03-04', 'Private party');
});
beforeEach(() => t().clock.set(TEST_NOW));

async function branchIdOf(r: StaffRestaurant) {
  const [row] = await t().db.query<{ id: string }>('SELECT id FROM branches WHERE organization_id = $1', [
    r.organizationId,
  ]);
  if (!row) throw new Error('no branch');
  return row.id;
}
async function closeDay(r: StaffRestaurant, day: string, reason: string) {
  await t().db.query(
    'INSERT INTO branch_closed_days (organization_id, branch_id, day, reason) VALUES ($1, $2, $3, $4)',
    [r.organizationId, await branchIdOf(r), day, reason],
  );
}
const errorOf = (body: unknown) => z.parse(errorBodySchema, body).error;
const timesOf = (body: unknown) => z.parse(reservationAvailabilityResponseSchema, body).results;
/** The owner's reason is for the team: the host reads it, a guest is told only that the day is closed. */
const CLOSED_FOR_HOST = { code: 'closed_day', params: { date: '2026-03-04', reason: 'Private party' } };
const CLOSED_FOR_GUEST = { code: 'closed_day', params: { date: '2026-03-04', reason: '' } };
const phoneBody = (start: string) => ({ ...reservationBody({ start }), reminder: 'none', locale: 'de' });
async function reserved(r: StaffRestaurant, start: string) {
  const { status, body } = await reserve(t().app, r, reservationBody({ start }));
  expect(status).toBe(201);
  return z.parse(createReservationResponseSchema, body).results;
}

describe('a closed day', () => {
  it('offers no time that day and says so; the days around it, and the date choice, know it', async () => {
    const closed = await reservationTimes(t().app, open, { date: '2026-03-04', party_size: '2' });
    expect(closed.status).toBe(200);
    expect(timesOf(closed.body)).toMatchObject({
      slots: [],
      service_periods: [],
      closed_dates: ['2026-03-04'],
    });
    const thursday = timesOf((await reservationTimes(t().app, open, { date: '2026-03-05', party_size: '2' })).body);
    expect(thursday.slots.length).toBeGreaterThan(0);
    expect(thursday.closed_dates).toEqual(['2026-03-04']);
    expect(thursday.closed_weekdays).toEqual([]);
  });

  it('names the weekdays without opening hours as closed', async () => {
    await t().db.query('DELETE FROM branch_opening_hours WHERE branch_id = $1 AND weekday = 1', [
      await branchIdOf(closing),
    ]);
    const answer = await reservationTimes(t().app, closing, { date: '2026-03-09', party_size: '2' });
    expect(timesOf(answer.body)).toMatchObject({ slots: [], closed_weekdays: [1] });
  });

  it('refuses an online reservation that day as closed', async () => {
    const refused = await reserve(t().app, open, reservationBody({ start: '2026-03-04T19:00:00+01:00' }));
    expect([refused.status, errorOf(refused.body)]).toEqual([422, CLOSED_FOR_GUEST]);
    expect((await reserve(t().app, open, reservationBody({ start: '2026-03-05T19:00:00+01:00' }))).status).toBe(201);
  });

  it('refuses moving a reservation onto it, by the guest and by the host', async () => {
    const { reservation, manage_token } = await reserved(open, '2026-03-06T19:00:00+01:00');
    const byGuest = await manageReservation(t().app, open, manage_token, '/reschedule', {
      start: '2026-03-04T19:00:00+01:00',
    });
    expect([byGuest.status, errorOf(byGuest.body)]).toEqual([422, CLOSED_FOR_GUEST]);
    const byHost = await hostCalls(t().app, open).update(reservation.id, { start: '2026-03-04T20:00:00+01:00' });
    expect([byHost.status, errorOf(byHost.body)]).toEqual([422, CLOSED_FOR_HOST]);
  });

  it('refuses a phone reservation and a walk-in that day', async () => {
    const phone = await hostCalls(t().app, open).create(phoneBody('2026-03-04T19:00:00+01:00'));
    expect([phone.status, errorOf(phone.body)]).toEqual([422, CLOSED_FOR_HOST]);
    // Wednesday 18:30 in Berlin, the door open as on any other evening.
    t().clock.set(new Date('2026-03-04T17:30:00Z'));
    const host = { ...open, cookie: await signInHost(t().app, open.slug) };
    const walkIn = await hostCalls(t().app, host).walkIn({ party_size: 2 });
    expect([walkIn.status, errorOf(walkIn.body)]).toEqual([422, CLOSED_FOR_HOST]);
    t().clock.set(new Date('2026-03-05T17:30:00Z'));
    const thursday = { ...open, cookie: await signInHost(t().app, open.slug) };
    expect((await hostCalls(t().app, thursday).walkIn({ party_size: 2 })).status).toBe(201);
  });
});

describe('a closed restaurant', () => {
  it('is not offered online, takes nothing on the phone or at the door, and keeps its guests’ links', async () => {
    const { reservation, manage_token } = await reserved(closing, '2026-03-05T19:00:00+01:00');
    await t().db.query('UPDATE branches SET closed_at = $2 WHERE id = $1', [await branchIdOf(closing), TEST_NOW]);

    // Customers' calls see the branch through the merchant settings cache (a second).
    const search = await within(
      MERCHANT_CACHE_MS * 2,
      () => reservationTimes(t().app, closing, { date: '2026-03-05', party_size: '2' }),
      (answer) => answer.status === 404,
    );
    expect([search.status, errorOf(search.body).code]).toEqual([404, 'branch_not_found']);
    const online = await reserve(t().app, closing, reservationBody({ start: '2026-03-06T19:00:00+01:00' }));
    expect([online.status, errorOf(online.body).code]).toEqual([404, 'branch_not_found']);
    // Signed in again: the other tests' sign-ins at later times swept this session as idle.
    const host = hostCalls(t().app, { ...closing, cookie: await signInHost(t().app, closing.slug) });
    const phone = await host.create(phoneBody('2026-03-06T19:00:00+01:00'));
    expect([phone.status, errorOf(phone.body).code]).toEqual([422, 'branch_closed']);

    // The guest's link still opens the reservation; it cannot move, but it can be cancelled.
    expect((await manageReservation(t().app, closing, manage_token)).status).toBe(200);
    const moved = await manageReservation(t().app, closing, manage_token, '/reschedule', {
      start: '2026-03-06T19:00:00+01:00',
    });
    expect([moved.status, errorOf(moved.body).code]).toEqual([422, 'branch_closed']);
    // The host still seats the kept party at another table.
    expect((await host.move(reservation.id, closing.tables.T6)).status).toBe(200);
    expect((await manageReservation(t().app, closing, manage_token, '/cancel')).status).toBe(200);

    // Thursday 18:30 in Berlin: a party at the door is not seated either.
    t().clock.set(new Date('2026-03-05T17:30:00Z'));
    const evening = hostCalls(t().app, { ...closing, cookie: await signInHost(t().app, closing.slug) });
    const walkIn = await evening.walkIn({ party_size: 2 });
    expect([walkIn.status, errorOf(walkIn.body).code]).toEqual([422, 'branch_closed']);
  });
});
