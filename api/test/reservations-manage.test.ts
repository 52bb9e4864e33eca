import { createReservationResponseSchema, reservationResponseSchema } from '@booking/shared/contract/reservations';
import { beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { appOver, CLIENT_HEADER, call, useTestApp } from './helpers/test-app';
import {
  createTestRestaurant,
  manageReservation,
  reservationBody,
  reserve,
  type TestRestaurant,
} from './helpers/test-restaurant';
import { TEST_NOW } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let restaurant: TestRestaurant;
beforeAll(async () => {
  restaurant = await createTestRestaurant(t().db, 'manage-kitchen');
});
beforeEach(() => t().clock.set(TEST_NOW));

const UNKNOWN_TOKEN = 'A'.repeat(43);

async function reserved(overrides: Record<string, unknown>) {
  const { status, body } = await reserve(t().app, restaurant, reservationBody(overrides));
  expect(status).toBe(201);
  return z.parse(createReservationResponseSchema, body).results;
}
const reservationOf = (body: unknown) => z.parse(reservationResponseSchema, body).results.reservation;

describe('GET .../reservations/:token', () => {
  it('answers 404 reservation_not_found for an unknown token and 400 for a malformed one', async () => {
    const unknown = await manageReservation(t().app, restaurant, UNKNOWN_TOKEN);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: { code: 'reservation_not_found' } });
    expect((await manageReservation(t().app, restaurant, 'short')).status).toBe(400);
  });

  it("does not show a reservation under another merchant's name", async () => {
    const { manage_token } = await reserved({ start: '2026-03-10T18:00:00+01:00' });
    const other = await manageReservation(t().app, { ...restaurant, slug: 'demo-restaurant' }, manage_token);
    expect(other.body).toEqual({ error: { code: 'reservation_not_found' } });
  });
});

describe('POST .../reservations/:token/reschedule', () => {
  it('rate limits reschedules by the reservation’s email and phone too, so a new address does not reset it', async () => {
    const limits = {
      holds: { capacity: 100, windowMs: 60_000 },
      bookings: { capacity: 100, windowMs: 60_000 },
      contacts: { capacity: 1, windowMs: 60_000 },
      maxLiveHoldsPerBranch: 5,
    };
    const strict = appOver(t().db, t().clock, limits);
    const { manage_token } = await reserved({ start: '2026-03-11T19:00:00+01:00' });
    const move = (start: string, client: string) =>
      call(strict, `/v0/organizations/${restaurant.slug}/reservations/${manage_token}/reschedule`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CLIENT_HEADER]: client },
        body: JSON.stringify({ start, party_size: 2 }),
      });
    expect((await move('2026-03-11T20:00:00+01:00', 'a')).status).toBe(200);
    // Another address, the same reservation (its email and phone): refused.
    const again = await move('2026-03-11T21:00:00+01:00', 'b');
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('60');
  });

  it('moves the reservation and its party size atomically; it becomes rescheduled', async () => {
    const { manage_token } = await reserved({ start: '2026-03-11T18:00:00+01:00' });
    const moved = await manageReservation(t().app, restaurant, manage_token, '/reschedule', {
      start: '2026-03-11T20:00:00+01:00',
      party_size: 4,
    });
    expect(moved.status).toBe(200);
    expect(reservationOf(moved.body)).toMatchObject({
      status: 'rescheduled',
      start: '2026-03-11T20:00:00+01:00[Europe/Berlin]',
      party_size: 4,
    });
    // The old time is free again: a party of two gets the table for two there.
    expect((await reserve(t().app, restaurant, reservationBody({ start: '2026-03-11T18:00:00+01:00' }))).status).toBe(
      201,
    );
  });

  it('may move into a range that overlaps its own old time', async () => {
    const { manage_token } = await reserved({ start: '2026-03-12T18:00:00+01:00', party_size: 6 });
    const moved = await manageReservation(t().app, restaurant, manage_token, '/reschedule', {
      start: '2026-03-12T18:30:00+01:00',
    });
    expect(moved.status).toBe(200);
  });

  it('keeps the reservation where it was when the new time has no free table (409 slot_taken)', async () => {
    await reserved({ start: '2026-03-13T19:30:00+01:00', party_size: 6 });
    const { manage_token, reservation } = await reserved({ start: '2026-03-13T18:00:00+01:00', party_size: 6 });
    const refused = await manageReservation(t().app, restaurant, manage_token, '/reschedule', {
      start: '2026-03-13T19:00:00+01:00',
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: { code: 'slot_taken' } });
    expect(reservationOf((await manageReservation(t().app, restaurant, manage_token)).body)).toEqual(reservation);
  });

  it('refuses a time the restaurant does not offer (422) and a party above the limit (400)', async () => {
    const { manage_token } = await reserved({ start: '2026-03-14T18:00:00+01:00' });
    const offGrid = await manageReservation(t().app, restaurant, manage_token, '/reschedule', {
      start: '2026-03-14T18:10:00+01:00',
    });
    expect(offGrid.body).toEqual({ error: { code: 'slot_unavailable' } });
    const big = await manageReservation(t().app, restaurant, manage_token, '/reschedule', {
      start: '2026-03-14T18:30:00+01:00',
      party_size: 9,
    });
    expect(big.status).toBe(400);
    const unknown = await manageReservation(t().app, restaurant, UNKNOWN_TOKEN, '/reschedule', {
      start: '2026-03-14T18:30:00+01:00',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('POST .../reservations/:token/cancel', () => {
  it('cancels once, frees the table, and then refuses every change with not_editable', async () => {
    const { manage_token } = await reserved({ start: '2026-03-15T19:00:00+01:00', party_size: 6 });
    const cancelled = await manageReservation(t().app, restaurant, manage_token, '/cancel');
    expect(cancelled.status).toBe(200);
    expect(reservationOf(cancelled.body)).toMatchObject({
      status: 'cancelled',
      cancelled_at: '2026-03-02T09:00:00+01:00[Europe/Berlin]',
      changeable: false,
      fees_due: { amount_minor: 0, currency: 'EUR' },
    });
    const again = await manageReservation(t().app, restaurant, manage_token, '/cancel');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { code: 'not_editable', params: { reason: 'cancelled' } } });
    const move = await manageReservation(t().app, restaurant, manage_token, '/reschedule', {
      start: '2026-03-15T20:00:00+01:00',
    });
    expect(move.status).toBe(409);
    expect(
      (await reserve(t().app, restaurant, reservationBody({ start: '2026-03-15T19:00:00+01:00', party_size: 6 })))
        .status,
    ).toBe(201);
  });

  it('charges the late cancellation fee inside the cancellation lead time (3 hours)', async () => {
    const { manage_token } = await reserved({ start: '2026-03-16T20:00:00+01:00' });
    t().clock.set(new Date('2026-03-16T17:30:00Z')); // 18:30 in Berlin, 90 minutes before
    const cancelled = await manageReservation(t().app, restaurant, manage_token, '/cancel');
    expect(reservationOf(cancelled.body).fees_due).toEqual({ amount_minor: 1000, currency: 'EUR' });
  });

  it('refuses to cancel or move a reservation that has started', async () => {
    const { manage_token } = await reserved({ start: '2026-03-17T18:00:00+01:00' });
    t().clock.set(new Date('2026-03-17T17:00:00Z'));
    const cancel = await manageReservation(t().app, restaurant, manage_token, '/cancel');
    expect(cancel.body).toEqual({ error: { code: 'not_editable', params: { reason: 'started' } } });
    const read = await manageReservation(t().app, restaurant, manage_token);
    expect(reservationOf(read.body).changeable).toBe(false);
  });

  it('still reads and cancels, but does not move, once online reservations are switched off', async () => {
    const { manage_token } = await reserved({ start: '2026-03-18T18:00:00+01:00' });
    await t().db.query('UPDATE organizations SET online_reservations_enabled = false WHERE id = $1', [
      restaurant.organizationId,
    ]);
    // A new app: the merchant settings are cached for a second per process.
    const app = appOver(t().db, t().clock);
    try {
      expect((await manageReservation(app, restaurant, manage_token)).status).toBe(200);
      const move = await manageReservation(app, restaurant, manage_token, '/reschedule', {
        start: '2026-03-18T19:00:00+01:00',
      });
      expect(move.status).toBe(409);
      expect(move.body).toEqual({ error: { code: 'reservations_unavailable' } });
      expect((await manageReservation(app, restaurant, manage_token, '/cancel')).status).toBe(200);
    } finally {
      await t().db.query('UPDATE organizations SET online_reservations_enabled = true WHERE id = $1', [
        restaurant.organizationId,
      ]);
    }
  });
});
