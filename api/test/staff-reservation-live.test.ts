import { createReservationResponseSchema } from '@booking/shared/contract/reservations';
import { staffCalendarEventSchema } from '@booking/shared/contract/staff-calendar-events';
import { staffReservationResponseSchema } from '@booking/shared/contract/staff-reservations';
import { beforeAll, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { openEventStream, type ServerEvent } from './helpers/event-stream';
import { hostCalls, phoneBody, type StaffRestaurant, signInHost, staffRestaurant } from './helpers/staff-restaurant';
import { appOver, useTestApp } from './helpers/test-app';
import { ON_POSTGRES } from './helpers/test-db';
import { manageReservation, reservationBody, reserve } from './helpers/test-restaurant';
import { TEST_NOW } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let kitchen: StaffRestaurant;
let other: StaffRestaurant;
beforeAll(async () => {
  kitchen = await staffRestaurant(t().app, t().db, 'live-kitchen');
  other = await staffRestaurant(t().app, t().db, 'live-other');
});

const events = (r: StaffRestaurant) =>
  openEventStream(t().app, `/v0/staff/branches/${r.branch}/events`, { cookie: r.cookie });
const change = (event: ServerEvent) => z.parse(staffCalendarEventSchema, JSON.parse(event.data));
const about = (id: string) => (event: ServerEvent) => event.event === 'change' && change(event).id === id;
const reservationOf = (body: unknown) => z.parse(staffReservationResponseSchema, body).results.reservation;

describe('live events of reservations', () => {
  it('tells the host stand of an online reservation, its move and cancellation by the guest, and of staff changes', async () => {
    const stream = await events(kitchen);
    const theirs = await events(other);
    try {
      expect((await stream.next()).event).toBe('resync');
      expect((await theirs.next()).event).toBe('resync');
      const made = await reserve(t().app, kitchen, reservationBody());
      const { reservation, manage_token } = z.parse(createReservationResponseSchema, made.body).results;
      const id = reservation.id;
      const heard = async () => change(await stream.next(about(id)));
      expect(await heard()).toEqual({ kind: 'reservation', id, change: 'created', branch: 'main', by: 'guest' });
      await manageReservation(t().app, kitchen, manage_token, '/reschedule', { start: '2026-03-04T20:00:00+01:00' });
      expect(await heard()).toMatchObject({ change: 'updated', by: 'guest' });
      await hostCalls(t().app, kitchen).update(id, { notes: 'Allergic to nuts' });
      expect(await heard()).toMatchObject({ change: 'updated', by: 'staff' });
      await manageReservation(t().app, kitchen, manage_token, '/cancel');
      expect(await heard()).toMatchObject({ change: 'cancelled', by: 'guest' });

      const phoned = reservationOf(
        (await hostCalls(t().app, kitchen).create(phoneBody({ email: 'x@example.com' }))).body,
      );
      // One event for the new reservation: matching it to a customer is silent.
      expect(change(await stream.next((e) => e.event === 'change'))).toEqual({
        kind: 'reservation',
        id: phoned.id,
        change: 'created',
        branch: 'main',
        by: 'staff',
      });
      await hostCalls(t().app, kitchen).cancel(phoned.id, { by: 'restaurant' });
      expect(change(await stream.next((e) => e.event === 'change'))).toMatchObject({
        id: phoned.id,
        change: 'cancelled',
        by: 'staff',
      });
      // The other restaurant's stand hears its own reservation first, never this one's.
      const own = await reserve(t().app, other, reservationBody());
      const ownId = z.parse(createReservationResponseSchema, own.body).results.reservation.id;
      expect(change(await theirs.next((e) => e.event === 'change')).id).toBe(ownId);
    } finally {
      await Promise.all([stream.close(), theirs.close()]);
    }
  });
});

/**
 * T2 and T4 are taken at 19:00; a walk-in of two and an online couple reach for T6, the last
 * table, at the same moment. The exclusion constraint decides: one is seated, the other gets a
 * clean 409 (the online guest `slot_taken`, the walk-in `no_table_free` or `table_taken`).
 */
async function raceForTheLastTable(day: string) {
  const now = new Date(`${day}T18:00:00Z`); // 19:00 in Berlin
  t().clock.set(now);
  kitchen.cookie = await signInHost(t().app, kitchen.slug);
  await t().db.query(
    "UPDATE organizations SET min_booking_lead_time_value = 0, min_booking_lead_time_unit = 'minutes' WHERE id = $1",
    [kitchen.organizationId],
  );
  // A fresh app reads the lead time at once: merchant settings are cached per app for a second.
  const app = appOver(t().db, t().clock);
  const host = hostCalls(app, kitchen);
  const start = `${day}T19:00:00+01:00`;
  for (const table of [kitchen.tables.T2, kitchen.tables.T4]) {
    expect((await host.create(phoneBody({ start, table_id: table, phone: '+49 30 5550000' }))).status).toBe(201);
  }
  const [walkIn, online] = await Promise.all([
    host.walkIn({ party_size: 2, name: 'Walk-in' }),
    reserve(app, kitchen, reservationBody({ start, name: 'Online guest' })),
  ]);
  expect([walkIn.status, online.status].sort()).toEqual([201, 409]);
  const loser = walkIn.status === 409 ? walkIn : online;
  expect(['no_table_free', 'table_taken', 'slot_taken']).toContain(
    (loser.body as { error: { code: string } }).error.code,
  );
  const seated = await t().db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM reservation_tables
      WHERE table_id = $1 AND status NOT IN ('cancelled', 'no_show') AND during && tstzrange($2, $3)`,
    [kitchen.tables.T6, now, new Date(now.getTime() + 90 * 60_000)],
  );
  expect(seated).toEqual([{ n: 1 }]);
}

describe('a walk-in racing an online reservation for the last table', () => {
  it('seats exactly one of them', async () => {
    await raceForTheLastTable('2026-03-16');
  });

  it.skipIf(!ON_POSTGRES)(
    'seats exactly one of them on PostgreSQL, with real concurrency, ten times over',
    async () => {
      for (let day = 17; day <= 26; day++) await raceForTheLastTable(`2026-03-${day}`);
    },
  );
});
