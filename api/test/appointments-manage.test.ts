import { appointmentResponseSchema, createAppointmentResponseSchema } from '@booking/shared/contract/appointments';
import { changeQuoteResponseSchema } from '@booking/shared/contract/change-quotes';
import { holdResponseSchema } from '@booking/shared/contract/holds';
import { staffAppointmentResponseSchema } from '@booking/shared/contract/staff-appointments';
import { beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { hashPassword } from '../src/auth/password';
import { insertStaffUser } from '../src/db/staff-user-repo';
import { availability, book, bookingBody, hold, json, manage, post, staffPost } from './helpers/booking-calls';
import { ALLOWED_ORIGIN, appOver, CLIENT_HEADER, call, TEST_PASSWORD_COST, useTestApp } from './helpers/test-app';
import { createTestSalon, TEST_NOW, type TestSalon } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let salon: TestSalon;
beforeAll(async () => {
  salon = await createTestSalon(t().db, 'manage-salon');
  const passwordHash = await hashPassword('staff-pass', TEST_PASSWORD_COST);
  await insertStaffUser(t().db, {
    organizationId: salon.organizationId,
    email: 'staff@manage.test',
    name: 'S',
    passwordHash,
  });
});
beforeEach(() => t().clock.set(TEST_NOW));

const HOUR = 3_600_000;

/** Books a cut with Ana (or `employee`) and returns its manage token and id. */
async function booked(start: string, employee = salon.employees.ana) {
  const { status, body } = await book(t().app, salon, bookingBody(salon, { start, employee_id: employee }));
  if (status !== 201) throw new Error(`booking ${start} answered ${status}`);
  const { manage_token, appointment } = z.parse(createAppointmentResponseSchema, body).results;
  return { token: manage_token, id: appointment.id, created: appointment };
}
const appointmentOf = (body: unknown) => z.parse(appointmentResponseSchema, body).results.appointment;
const staffAppointmentOf = (body: unknown) => z.parse(staffAppointmentResponseSchema, body).results.appointment;
const quote = async (token: string, change: string) =>
  z.parse(changeQuoteResponseSchema, (await manage(t().app, salon, token, `/quote?change=${change}`)).body).results
    .quote;

describe('GET .../appointments/:token', () => {
  it('shows the appointment through its manage token, with no-referrer and no-store', async () => {
    const { token, created } = await booked('2026-03-04T10:00:00+01:00');
    const { status, body, headers } = await manage(t().app, salon, token);
    expect(status).toBe(200);
    expect(appointmentOf(body)).toEqual(created);
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('changes nothing, quote included', async () => {
    const { token, id } = await booked('2026-03-04T11:00:00+01:00');
    const row = () => t().db.query('SELECT * FROM appointments WHERE id = $1', [id]);
    const before = await row();
    await manage(t().app, salon, token);
    await manage(t().app, salon, token, '/quote?change=cancel');
    expect(await row()).toEqual(before);
  });

  it('still shows a past appointment, no longer changeable', async () => {
    const { token } = await booked('2026-03-03T11:00:00+01:00');
    t().clock.set(new Date('2026-03-05T00:00:00Z'));
    const { status, body } = await manage(t().app, salon, token);
    expect(status).toBe(200);
    expect(appointmentOf(body).changeable).toBe(false);
  });

  it('answers 404 for an unknown token, also one of another merchant, and 400 for a malformed one', async () => {
    const { token } = await booked('2026-03-04T12:00:00+01:00');
    expect((await manage(t().app, salon, 'A'.repeat(43))).body).toEqual({ error: { code: 'appointment_not_found' } });
    const elsewhere = await call(t().app, `/v0/organizations/demo-salon/appointments/${token}`);
    expect(elsewhere.status).toBe(404);
    const malformed = await manage(t().app, salon, 'short');
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

describe('GET .../quote', () => {
  it('quotes nothing before the windows, the service fee within 2 days, the late fees within 1 day', async () => {
    const { token } = await booked('2026-03-04T10:00:00+01:00', salon.employees.ben);
    expect(await quote(token, 'reschedule')).toEqual({
      change: 'reschedule',
      allowed: true,
      reason: null,
      fees: [],
      total: { amount_minor: 0, currency: 'EUR' },
      refund: null,
      late_from: '2026-03-03T10:00:00+01:00[Europe/Berlin]',
      service_fee_from: '2026-03-02T10:00:00+01:00[Europe/Berlin]',
    });
    t().clock.advance(HOUR);
    expect((await quote(token, 'reschedule')).fees.map((f) => f.kind)).toEqual(['service_fee']);
    expect((await quote(token, 'cancel')).total.amount_minor).toBe(0);
    t().clock.advance(24 * HOUR);
    expect((await quote(token, 'reschedule')).total.amount_minor).toBe(1500);
    expect((await quote(token, 'cancel')).fees).toEqual([
      { kind: 'late_cancellation_fee', amount: { amount_minor: 1500, currency: 'EUR' } },
    ]);
    t().clock.advance(24 * HOUR);
    expect(await quote(token, 'cancel')).toMatchObject({ allowed: false, reason: 'started', fees: [] });
  });

  it('answers 400 for an unknown change', async () => {
    const { token } = await booked('2026-03-04T13:00:00+01:00');
    expect((await manage(t().app, salon, token, '/quote?change=upgrade')).status).toBe(400);
  });
});

describe('POST .../reschedule', () => {
  const to = (start: string, extra: Record<string, unknown> = {}) => post({ start, ...extra });

  it('moves the appointment, frees the old time and marks it rescheduled', async () => {
    const { token } = await booked('2026-03-05T10:00:00+01:00');
    const { status, body, headers } = await manage(
      t().app,
      salon,
      token,
      '/reschedule',
      to('2026-03-05T15:00:00+01:00'),
    );
    expect(status).toBe(200);
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(appointmentOf(body)).toMatchObject({
      status: 'rescheduled',
      start: '2026-03-05T15:00:00+01:00[Europe/Berlin]',
    });
    const free = await availability(t().app, salon, {
      services: salon.services.cut,
      employee: salon.employees.ana,
      from: '2026-03-05',
      to: '2026-03-05',
    });
    expect(JSON.stringify(free.body)).toContain('2026-03-05T10:00:00+01:00');
  });

  it('rate limits reschedules by the booking’s email and phone too, so a new address does not reset it', async () => {
    const limits = {
      holds: { capacity: 100, windowMs: 60_000 },
      bookings: { capacity: 100, windowMs: 60_000 },
      contacts: { capacity: 1, windowMs: 60_000 },
      maxLiveHoldsPerBranch: 5,
    };
    const strict = appOver(t().db, t().clock, limits);
    const { token } = await booked('2026-03-06T10:00:00+01:00');
    const moveTo = (start: string, client: string) => json({ start }, { [CLIENT_HEADER]: client });
    expect((await manage(strict, salon, token, '/reschedule', moveTo('2026-03-06T15:00:00+01:00', 'a'))).status).toBe(
      200,
    );
    // Another address, the same booking (its email and phone): refused.
    const again = await manage(strict, salon, token, '/reschedule', moveTo('2026-03-06T16:00:00+01:00', 'b'));
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('60');
  });

  it('moves to the first available employee when employee_id is null', async () => {
    const { token } = await booked('2026-03-05T16:00:00+01:00');
    await booked('2026-03-05T17:00:00+01:00');
    const moved = await manage(
      t().app,
      salon,
      token,
      '/reschedule',
      to('2026-03-05T17:00:00+01:00', { employee_id: null }),
    );
    expect(appointmentOf(moved.body).employee.first_name).toBe('Ben');
  });

  it('where customers may not choose, moves to the first available and refuses a named employee', async () => {
    const { token } = await booked('2026-03-05T09:00:00+01:00');
    await t().db.query('UPDATE organizations SET allow_employee_selection = false WHERE id = $1', [
      salon.organizationId,
    ]);
    try {
      // A fresh app: merchant settings are cached per app for a second.
      const app = appOver(t().db, t().clock);
      const named = await manage(
        app,
        salon,
        token,
        '/reschedule',
        to('2026-03-05T09:30:00+01:00', { employee_id: salon.employees.ben }),
      );
      expect(named.body).toEqual({
        error: { code: 'invalid_input', fields: { employee_id: [{ code: 'not_allowed' }] } },
      });
      const moved = await manage(app, salon, token, '/reschedule', to('2026-03-05T09:30:00+01:00'));
      expect(moved.status).toBe(200);
    } finally {
      await t().db.query('UPDATE organizations SET allow_employee_selection = true WHERE id = $1', [
        salon.organizationId,
      ]);
    }
  });

  it('moves onto part of its own time', async () => {
    const { token } = await booked('2026-03-05T11:00:00+01:00');
    const { status, body } = await manage(t().app, salon, token, '/reschedule', to('2026-03-05T11:10:00+01:00'));
    expect(status).toBe(200);
    expect(appointmentOf(body).end).toBe('2026-03-05T11:40:00+01:00[Europe/Berlin]');
  });

  it('answers 409 slot_taken for a taken time and leaves the appointment where it was', async () => {
    const { token } = await booked('2026-03-05T12:00:00+01:00');
    await booked('2026-03-05T13:00:00+01:00');
    const taken = await manage(t().app, salon, token, '/reschedule', to('2026-03-05T13:00:00+01:00'));
    // Omitting employee_id keeps Ana; null would ask for the first available (Ben is free).
    expect(taken.body).toEqual({ error: { code: 'slot_taken' } });
    expect(appointmentOf((await manage(t().app, salon, token)).body)).toMatchObject({
      status: 'booked',
      start: '2026-03-05T12:00:00+01:00[Europe/Berlin]',
    });
  });

  it('takes the slot of a hold placed for the new time, with the hold’s employee', async () => {
    const { token } = await booked('2026-03-06T10:00:00+01:00');
    const placed = await hold(
      t().app,
      salon,
      bookingBody(salon, { start: '2026-03-06T14:00:00+01:00', employee_id: salon.employees.ben }),
    );
    const { hold: held } = z.parse(holdResponseSchema, placed.body).results;
    const moved = await manage(
      t().app,
      salon,
      token,
      '/reschedule',
      to('2026-03-06T14:00:00+01:00', { hold_token: held.token }),
    );
    expect(appointmentOf(moved.body).employee.first_name).toBe('Ben');
    expect(
      await t().db.query("SELECT 1 FROM appointments WHERE status = 'held' AND lower(during) = $1", [
        new Date('2026-03-06T13:00:00Z'),
      ]),
    ).toEqual([]);
  });

  it('adds the service fee and the late rescheduling fee of the policy booked', async () => {
    const { token } = await booked('2026-03-03T15:00:00+01:00');
    await t().db.query('UPDATE organizations SET late_rescheduling_fee_minor = 99999 WHERE id = $1', [
      salon.organizationId,
    ]);
    t().clock.set(new Date('2026-03-03T11:00:00Z'));
    const moved = await manage(t().app, salon, token, '/reschedule', to('2026-03-04T15:00:00+01:00'));
    await t().db.query('UPDATE organizations SET late_rescheduling_fee_minor = 1000 WHERE id = $1', [
      salon.organizationId,
    ]);
    expect(appointmentOf(moved.body).fees_due).toEqual({ amount_minor: 1500, currency: 'EUR' });
  });

  it('refuses to move an appointment that has started: not_editable', async () => {
    const { token } = await booked('2026-03-03T12:00:00+01:00');
    t().clock.set(new Date('2026-03-03T11:00:00Z'));
    const started = await manage(t().app, salon, token, '/reschedule', to('2026-03-06T12:00:00+01:00'));
    expect(started.status).toBe(409);
    expect(started.body).toEqual({ error: { code: 'not_editable', params: { reason: 'started' } } });
  });

  it('answers 400 for a malformed start and 422 for one the schedule does not offer', async () => {
    const { token } = await booked('2026-03-06T16:00:00+01:00');
    expect((await manage(t().app, salon, token, '/reschedule', to('soon'))).status).toBe(400);
    expect((await manage(t().app, salon, token, '/reschedule', to('2026-03-08T10:00:00+01:00'))).body).toEqual({
      error: { code: 'slot_unavailable' },
    });
  });
});

describe('POST .../cancel', () => {
  it('cancels as the customer; the link still shows it; the slot is bookable again', async () => {
    const { token } = await booked('2026-03-10T10:00:00+01:00');
    const { status, body } = await manage(t().app, salon, token, '/cancel', post());
    expect(status).toBe(200);
    expect(appointmentOf(body)).toMatchObject({ status: 'cancelled', cancelled_by: 'customer', changeable: false });
    expect(appointmentOf(body).fees_due.amount_minor).toBe(0);
    expect(appointmentOf((await manage(t().app, salon, token)).body).status).toBe('cancelled');
    expect((await manage(t().app, salon, token, '/cancel', post())).body).toEqual({
      error: { code: 'not_editable', params: { reason: 'cancelled' } },
    });
    await booked('2026-03-10T10:00:00+01:00');
  });

  it('charges the late cancellation fee inside the cancellation lead time', async () => {
    const { token } = await booked('2026-03-03T16:00:00+01:00');
    t().clock.set(new Date('2026-03-03T08:00:00Z'));
    const { body } = await manage(t().app, salon, token, '/cancel', post());
    expect(appointmentOf(body).fees_due).toEqual({ amount_minor: 1500, currency: 'EUR' });
  });
});

describe('staff changes', () => {
  /** Signs in at the current (test) time, then makes the staff call. */
  const staff = async (id: string, action: string, body?: unknown) => {
    const signIn = await call(
      t().app,
      '/v0/staff/session',
      staffPost({ email: 'staff@manage.test', password: 'staff-pass' }),
    );
    const cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
    const headers = { 'content-type': 'application/json', origin: ALLOWED_ORIGIN, cookie };
    return call(t().app, `/v0/staff/appointments/${id}/${action}`, { ...post(body), headers });
  };

  it('cancels as staff', async () => {
    const { id, token } = await booked('2026-03-11T10:00:00+01:00');
    const { status, body } = await staff(id, 'cancel', { reason: 'staff' });
    expect(status).toBe(200);
    expect(staffAppointmentOf(body)).toMatchObject({ status: 'cancelled', cancelled_by: 'staff' });
    // Cancelled by the salon, the customer owes nothing.
    expect(appointmentOf((await manage(t().app, salon, token, '')).body).fees_due).toEqual({
      amount_minor: 0,
      currency: 'EUR',
    });
  });

  it('records a no-show only once the appointment has started', async () => {
    const { id } = await booked('2026-03-11T11:00:00+01:00');
    expect((await staff(id, 'cancel', { reason: 'no_show' })).body).toEqual({
      error: { code: 'not_editable', params: { reason: 'not_started' } },
    });
    t().clock.set(new Date('2026-03-11T10:05:00Z'));
    expect(staffAppointmentOf((await staff(id, 'cancel', { reason: 'no_show' })).body).cancelled_by).toBe('no_show');
  });

  it('records a payment once', async () => {
    const { id, token } = await booked('2026-03-11T12:00:00+01:00');
    expect(staffAppointmentOf((await staff(id, 'payment')).body).status).toBe('paid');
    expect((await staff(id, 'payment')).status).toBe(409);
    const moved = await manage(t().app, salon, token, '/reschedule', post({ start: '2026-03-11T15:00:00+01:00' }));
    expect(appointmentOf(moved.body).status).toBe('paid');
  });

  it('answers 401 without a session and 404 for another merchant’s appointment', async () => {
    const { id } = await booked('2026-03-11T13:00:00+01:00');
    expect((await call(t().app, `/v0/staff/appointments/${id}/payment`, staffPost())).status).toBe(401);
    const demo = await call(
      t().app,
      '/v0/staff/session',
      staffPost({ email: 'staff@demo-salon.test', password: 'demo-salon-staff' }),
    );
    const demoCookie = demo.headers.get('set-cookie')?.split(';')[0] ?? '';
    const foreign = await call(t().app, `/v0/staff/appointments/${id}/payment`, staffPost({}, { cookie: demoCookie }));
    expect(foreign.body).toEqual({ error: { code: 'appointment_not_found' } });
    expect((await staff(id, 'cancel', { reason: 'whim' })).status).toBe(400);
  });
});
