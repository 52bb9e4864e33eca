import { customerDetailResponseSchema } from '@booking/shared/contract/customers';
import { createReservationResponseSchema } from '@booking/shared/contract/reservations';
import { staffReservationResponseSchema } from '@booking/shared/contract/staff-reservations';
import { beforeAll, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { withTexts } from './helpers/outbox-texts';
import { type StaffSalon, staffCall, staffSalon } from './helpers/staff-calls';
import { hostCalls, phoneBody, type StaffRestaurant, signInHost, staffRestaurant } from './helpers/staff-restaurant';
import { ALLOWED_ORIGIN, call, useTestApp } from './helpers/test-app';
import { manageReservation, reservationBody, reserve } from './helpers/test-restaurant';
import { TEST_NOW } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let kitchen: StaffRestaurant;
let other: StaffRestaurant;
let salon: StaffSalon;
let host: ReturnType<typeof hostCalls>;
beforeAll(async () => {
  kitchen = await staffRestaurant(t().app, t().db, 'change-kitchen');
  other = await staffRestaurant(t().app, t().db, 'change-other');
  salon = await staffSalon(t().app, t().db, 'change-salon');
  host = hostCalls(t().app, kitchen);
});

const reservationOf = (body: unknown) => z.parse(staffReservationResponseSchema, body).results.reservation;
const phone = async (overrides: Record<string, unknown>) =>
  reservationOf((await host.create(phoneBody(overrides))).body);
const at = async (instant: string) => {
  t().clock.set(new Date(instant));
  kitchen.cookie = await signInHost(t().app, kitchen.slug);
};
const mailOf = async (id: string, kind: string) =>
  (
    await t().db.query<Parameters<typeof withTexts>[0] & { recipient: string }>(
      `SELECT recipient, kind, channel, content, subject, text_body, ics, ics_method
         FROM outbox_messages WHERE booking_id = $1 AND kind = $2`,
      [id, kind],
    )
  ).map(withTexts);

// First, while every session is fresh: the later tests move the clock by days.
describe('across organizations and verticals', () => {
  it('answers 404 to another restaurant’s staff and to a salon’s staff for every change', async () => {
    const r = await phone({ start: '2026-03-14T19:00:00+01:00' });
    const otherHost = hostCalls(t().app, other);
    const salonCall = (method: string, path: string, body?: unknown) =>
      staffCall(t().app, salon.cookie, method, path, body);
    const answers = [
      await otherHost.update(r.id, { notes: 'x' }),
      await otherHost.move(r.id, kitchen.tables.T6),
      await otherHost.state(r.id, 'arrived'),
      await otherHost.cancel(r.id, { by: 'restaurant' }),
      await salonCall('PATCH', `/v0/staff/reservations/${r.id}`, { notes: 'x' }),
      await salonCall('POST', `/v0/staff/reservations/${r.id}/cancel`, { by: 'guest' }),
    ];
    expect(answers.map((a) => [a.status, a.body])).toEqual(
      Array(6).fill([404, { error: { code: 'reservation_not_found' } }]),
    );
    const signedOut = await call(t().app, `/v0/staff/reservations/${r.id}/state`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ALLOWED_ORIGIN },
      body: JSON.stringify({ state: 'arrived' }),
    });
    expect(signedOut.status).toBe(401);
    // And the restaurant's staff reach no salon's appointment either.
    const [appointment] = await t().db.query<{ id: string }>(
      "SELECT id FROM appointments WHERE status <> 'held' LIMIT 1",
    );
    const salonAppointment = await staffCall(
      t().app,
      kitchen.cookie,
      'GET',
      `/v0/staff/appointments/${appointment?.id}`,
    );
    expect(salonAppointment.status).toBe(404);
    expect(reservationOf((await host.get(r.id)).body).status).toBe('confirmed');
  });
});

describe('PATCH /v0/staff/reservations/{reservation}', () => {
  it('moves to a new time, keeping the table, and emails the guest the update', async () => {
    const r = await phone({ start: '2026-03-04T18:00:00+01:00', email: 'jonas@example.com' });
    const moved = await host.update(r.id, { start: '2026-03-04T20:00:00+01:00', notes: 'Window seat' });
    expect(moved.status).toBe(200);
    expect(reservationOf(moved.body)).toMatchObject({
      start: '2026-03-04T20:00:00+01:00[Europe/Berlin]',
      end: '2026-03-04T21:30:00+01:00[Europe/Berlin]',
      table: { id: r.table.id },
      status: 'rescheduled',
      notes: 'Window seat',
    });
    const [update] = await mailOf(r.id, 'update');
    expect(update?.subject).toContain('20:00');
  });

  it('takes a larger table for a larger party, and refuses one no table can hold, with the reason', async () => {
    const r = await phone({ start: '2026-03-05T19:00:00+01:00' });
    expect(r.table.name).toBe('T2');
    const four = reservationOf((await host.update(r.id, { party_size: 4 })).body);
    expect([four.party_size, four.table.name]).toEqual([4, 'T4']);
    await phone({ start: '2026-03-05T19:00:00+01:00', party_size: 5 });
    const six = await host.update(r.id, { party_size: 6 });
    expect(six.status).toBe(409);
    expect(six.body).toEqual({
      error: { code: 'no_table_free', params: { party_size: 6, largest_table: 6, reason: 'all_taken' } },
    });
    expect(reservationOf((await host.get(r.id)).body).party_size).toBe(4);
  });

  it('refuses a time outside the opening hours and a change of a finished reservation', async () => {
    const r = await phone({ start: '2026-03-06T19:00:00+01:00' });
    const late = await host.update(r.id, { start: '2026-03-06T21:00:00+01:00' });
    expect([late.status, late.body]).toEqual([422, { error: { code: 'outside_opening_hours' } }]);
    await t().db.query("UPDATE reservations SET status = 'finished' WHERE id = $1", [r.id]);
    const afterwards = await host.update(r.id, { party_size: 3 });
    expect([afterwards.status, afterwards.body]).toEqual([
      409,
      { error: { code: 'not_editable', params: { reason: 'finished' } } },
    ]);
    // Notes stay writable: what staff learnt about the evening.
    expect((await host.update(r.id, { notes: 'Birthday' })).status).toBe(200);
  });
});

describe('POST /v0/staff/reservations/{reservation}/move', () => {
  it('moves to a free table that seats the party', async () => {
    const r = await phone({ start: '2026-03-07T19:00:00+01:00' });
    const moved = await host.move(r.id, kitchen.tables.T6);
    expect(reservationOf(moved.body).table).toEqual({ id: kitchen.tables.T6, name: 'T6', seats: 6 });
  });

  it('refuses a table too small, one another party holds, and one of another restaurant, with a clear code', async () => {
    const four = await phone({ start: '2026-03-08T19:00:00+01:00', party_size: 4 });
    const two = await phone({ start: '2026-03-08T19:30:00+01:00', party_size: 2 });
    const small = await host.move(four.id, kitchen.tables.T2);
    expect(small.body).toEqual({ error: { code: 'table_too_small', params: { seats: 2, party_size: 4 } } });
    await host.move(two.id, kitchen.tables.T6);
    const taken = await host.move(four.id, kitchen.tables.T6);
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: { code: 'table_taken', params: { reservation: two.id } } });
    const elsewhere = await host.move(four.id, other.tables.T6);
    expect([elsewhere.status, elsewhere.body]).toEqual([404, { error: { code: 'table_not_found' } }]);
    expect(reservationOf((await host.get(four.id)).body).table.name).toBe('T4');
  });
});

describe('POST /v0/staff/reservations/{reservation}/state', () => {
  it('walks a reservation through arrived, seated and finished, and frees the table when the party leaves', async () => {
    const r = await phone({ start: '2026-03-09T19:00:00+01:00' });
    await at('2026-03-09T17:55:00Z');
    for (const state of ['arrived', 'seated'] as const) {
      expect(reservationOf((await host.state(r.id, state)).body).status).toBe(state);
    }
    await at('2026-03-09T19:00:00Z');
    const finished = reservationOf((await host.state(r.id, 'finished')).body);
    expect([finished.status, finished.end]).toEqual(['finished', '2026-03-09T20:00:00+01:00[Europe/Berlin]']);
    const again = await host.state(r.id, 'seated');
    expect(again.body).toEqual({
      error: { code: 'transition_not_allowed', params: { from: 'finished', to: 'seated', reason: 'state' } },
    });
  });

  it('records a no-show only once the time has come, frees the table, and keeps it on the customer record', async () => {
    await at('2026-03-10T12:00:00Z');
    const r = await phone({
      start: '2026-03-10T19:00:00+01:00',
      email: 'noshow@example.com',
      name: 'Nora Nolan',
      phone: '+49 30 7654321',
    });
    const early = await host.state(r.id, 'no_show');
    expect(early.body).toEqual({
      error: { code: 'transition_not_allowed', params: { from: 'confirmed', to: 'no_show', reason: 'not_started' } },
    });
    await at('2026-03-10T18:20:00Z');
    expect(reservationOf((await host.state(r.id, 'no_show')).body).status).toBe('no_show');
    const walkIn = reservationOf((await host.walkIn({ party_size: 2, table_id: r.table.id })).body);
    expect(walkIn.table.id).toBe(r.table.id);
    // The guest comes after all, but the table went to the walk-in.
    const late = await host.state(r.id, 'arrived');
    expect([late.status, late.body]).toEqual([409, { error: { code: 'table_taken' } }]);
    const customerId = r.customer_record?.id ?? '';
    const detail = await staffCall(t().app, kitchen.cookie, 'GET', `/v0/staff/customers/${customerId}`);
    const results = z.parse(customerDetailResponseSchema, detail.body).results;
    expect(results.reservation_record).toEqual({ no_shows: 1, late_cancellations: 0 });
    expect(results.reservations.upcoming.concat(results.reservations.past).map((x) => x.host_status)).toEqual([
      'no_show',
    ]);
  });
});

describe('POST /v0/staff/reservations/{reservation}/state on the day only, each step undoable', () => {
  it('refuses to mark tomorrow’s reservation arrived, with a coded 409, and leaves it booked', async () => {
    await at('2026-03-12T18:00:00Z');
    const r = await phone({ start: '2026-03-13T19:00:00+01:00' });
    const early = await host.state(r.id, 'arrived');
    expect([early.status, early.body]).toEqual([
      409,
      { error: { code: 'not_on_its_day', params: { from: 'confirmed', to: 'arrived' } } },
    ]);
    expect(reservationOf((await host.get(r.id)).body).status).toBe('confirmed');
    // Cancelling is not tied to the day.
    expect((await host.cancel(r.id, { by: 'restaurant' })).status).toBe(200);
  });

  it('takes each step back until the next: seated to arrived to booked, left to seated with its time again', async () => {
    await at('2026-03-13T08:00:00Z');
    const r = await phone({ start: '2026-03-13T19:00:00+01:00' });
    const stepped = async (state: string) => reservationOf((await host.state(r.id, state)).body);
    await at('2026-03-13T18:00:00Z');
    expect((await stepped('arrived')).status).toBe('arrived');
    expect((await stepped('undo')).status).toBe('confirmed');
    expect((await stepped('seated')).status).toBe('seated');
    expect((await stepped('undo')).status).toBe('arrived');
    await stepped('seated');
    await at('2026-03-13T18:45:00Z');
    const left = await stepped('finished');
    expect([left.status, left.end]).toEqual(['finished', '2026-03-13T19:45:00+01:00[Europe/Berlin]']);
    const back = await stepped('undo');
    expect([back.status, back.end]).toEqual(['seated', '2026-03-13T20:30:00+01:00[Europe/Berlin]']);
    const [row] = await t().db.query<{ changed_by: string; updated_at: Date }>(
      'SELECT changed_by, updated_at FROM reservations WHERE id = $1',
      [r.id],
    );
    expect(row).toEqual({ changed_by: 'staff', updated_at: new Date('2026-03-13T18:45:00Z') });
    // Nothing before booked to go back to.
    await stepped('undo');
    await stepped('undo');
    const none = await host.state(r.id, 'undo');
    expect(none.body).toEqual({
      error: { code: 'transition_not_allowed', params: { from: 'confirmed', to: 'undo', reason: 'state' } },
    });
  });

  it('takes a no-show back to booked (rescheduled once moved), and not on the next day', async () => {
    await at('2026-03-14T08:00:00Z');
    const r = await phone({ start: '2026-03-14T18:00:00+01:00' });
    await host.update(r.id, { start: '2026-03-14T18:30:00+01:00' });
    await at('2026-03-14T17:45:00Z');
    expect(reservationOf((await host.state(r.id, 'no_show')).body).status).toBe('no_show');
    expect(reservationOf((await host.state(r.id, 'undo')).body).status).toBe('rescheduled');
    await host.state(r.id, 'no_show');
    await at('2026-03-15T09:00:00Z');
    const nextDay = await host.state(r.id, 'undo');
    expect([nextDay.status, nextDay.body]).toEqual([
      409,
      { error: { code: 'not_on_its_day', params: { from: 'no_show', to: 'undo' } } },
    ]);
  });
});

describe('POST /v0/staff/reservations/{reservation}/cancel', () => {
  it('cancels late for the guest: kept on their customer record as a late cancellation', async () => {
    await at('2026-03-11T12:00:00Z');
    const r = await phone({
      start: '2026-03-11T19:00:00+01:00',
      email: 'late@example.com',
      name: 'Lea Late',
      phone: '+49 30 7654399',
    });
    await at('2026-03-11T16:30:00Z'); // 17:30 in Berlin: inside the 3 hours' lead time
    const cancelled = reservationOf((await host.cancel(r.id, { by: 'guest' })).body);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelled_by: 'guest', late_cancellation: true });
    const detail = await staffCall(t().app, kitchen.cookie, 'GET', `/v0/staff/customers/${r.customer_record?.id}`);
    expect(z.parse(customerDetailResponseSchema, detail.body).results.reservation_record).toEqual({
      no_shows: 0,
      late_cancellations: 1,
    });
    const again = await host.cancel(r.id, { by: 'guest' });
    expect(again.status).toBe(409);
  });

  it('cancels by the restaurant with a message emailed to the guest in their language, not counted against them', async () => {
    await at('2026-03-12T16:30:00Z');
    const online = await reserve(
      t().app,
      kitchen,
      reservationBody({ start: '2026-03-13T19:00:00+01:00', email: 'gast@example.com', locale: 'de' }),
    );
    const { reservation } = z.parse(createReservationResponseSchema, online.body).results;
    const cancelled = await host.cancel(reservation.id, { by: 'restaurant', message: 'Wegen eines Wasserschadens.' });
    expect(reservationOf(cancelled.body)).toMatchObject({ cancelled_by: 'restaurant', late_cancellation: false });
    const [mail] = await mailOf(reservation.id, 'cancellation');
    expect(mail?.recipient).toBe('gast@example.com');
    expect(mail?.subject).toMatch(/^Storniert:/);
    expect(mail?.text_body).toContain('leider mussten wir Ihre Buchung stornieren');
    expect(mail?.text_body).toContain('Wegen eines Wasserschadens.');
    expect((await manageReservation(t().app, kitchen, tokenOf(online.body))).body).toMatchObject({
      results: { reservation: { status: 'cancelled', changeable: false } },
    });
  });
});

function tokenOf(body: unknown) {
  return z.parse(createReservationResponseSchema, body).results.manage_token;
}
