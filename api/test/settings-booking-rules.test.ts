import { appointmentResponseSchema, createAppointmentResponseSchema } from '@booking/shared/contract/appointments';
import { availabilityResponseSchema } from '@booking/shared/contract/availability';
import { bookingRulesResponseSchema } from '@booking/shared/contract/booking-rules';
import { configurationResponseSchema } from '@booking/shared/contract/configuration';
import { errorBodySchema } from '@booking/shared/contract/error-body';
import { beforeAll, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { availability, book, bookingBody, manage } from './helpers/booking-calls';
import { type OwnerSalon, ownerSalon } from './helpers/owner-calls';
import { staffCall } from './helpers/staff-calls';
import { call, useTestApp } from './helpers/test-app';
import { TEST_NOW } from './helpers/test-salon';

/*
 * The owner's booking rules (Monday 2 March 2026, 09:00 in Berlin): the specification's
 * defaults, each rule changed and refused where it must be, new rules for new bookings only,
 * and the public page and availability following within 2 seconds (settings are cached 1 s).
 */
const t = useTestApp({ now: TEST_NOW });
let a: OwnerSalon;
let b: OwnerSalon;
beforeAll(async () => {
  a = await ownerSalon(t().app, t().db, 'rules-a');
  b = await ownerSalon(t().app, t().db, 'rules-b');
});

const RULES = '/v0/staff/settings/booking-rules';
const as = (cookie: string, method: string, path: string, body?: unknown) =>
  staffCall(t().app, cookie, method, path, body);
const rulesOf = async (salon: OwnerSalon) =>
  z.parse(bookingRulesResponseSchema, (await as(salon.owner, 'GET', RULES)).body).results;
const errorOf = (body: unknown) => z.parse(errorBodySchema, body).error;
const put = async (salon: OwnerSalon, change: Record<string, unknown>) =>
  as(salon.owner, 'PUT', RULES, { ...(await rulesOf(salon)).rules, ...change });
const times = async (salon: OwnerSalon, day: string) => {
  const query = { services: salon.services.cut, employee: salon.employees.ana, from: day, to: day };
  const { body } = await availability(t().app, salon, query);
  return z.parse(availabilityResponseSchema, body).results.slots.map((s) => s.start.slice(11, 16));
};
/** Asks until `done` holds, at most 2 seconds; how long it took. */
async function within2s(done: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await done())) {
    if (performance.now() - started > 2000) throw new Error('not within 2 seconds');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return performance.now() - started;
}

describe('the rules and their defaults', () => {
  it('starts from the specification’s defaults', async () => {
    const { rules, currency_locked } = await rulesOf(b);
    expect(currency_locked).toBe(false);
    expect(rules).toMatchObject({
      min_booking_lead_time: { value: 1, type: 'days' },
      max_booking_lead_time: { value: 3, type: 'months' },
      reservation_frequency_minutes: 10,
      cancellation_lead_time: { value: 1, type: 'days' },
      max_services_per_appointment: 3,
      allow_employee_selection: true,
      online_payment: 'allowed',
      hold_minutes: 10,
      payment_window_minutes: 10,
      currency: 'EUR',
    });
  });

  it.each([
    [
      'a latest booking time before the earliest',
      { max_booking_lead_time: { value: 12, type: 'hours' } },
      'max_booking_lead_time.value',
      'max_before_min',
    ],
    [
      'a start frequency not on the list',
      { reservation_frequency_minutes: 7 },
      'reservation_frequency_minutes',
      'invalid_value',
    ],
    ['more than 20 services', { max_services_per_appointment: 21 }, 'max_services_per_appointment', 'too_big'],
    ['a hold longer than an hour', { hold_minutes: 61 }, 'hold_minutes', 'too_big'],
    ['a negative fee', { editing_fee_minor: -1 }, 'editing_fee_minor', 'too_small'],
    ['an unknown currency', { currency: 'XXX' }, 'currency', 'invalid_value'],
  ])('refuses %s at its field and keeps the rules', async (_, change, field, code) => {
    const before = await rulesOf(b);
    const answer = await put(b, change);
    expect(answer.status).toBe(400);
    expect(errorOf(answer.body).fields?.[field]).toEqual([expect.objectContaining({ code })]);
    expect(await rulesOf(b)).toEqual(before);
  });

  it('is the owners’: staff get 403, and each owner changes only their own', async () => {
    const rules = (await rulesOf(a)).rules;
    expect((await as(a.staff, 'GET', RULES)).status).toBe(403);
    const staffPut = await as(a.staff, 'PUT', RULES, { ...rules, hold_minutes: 30 });
    expect([staffPut.status, errorOf(staffPut.body).code]).toEqual([403, 'owner_only']);
    expect((await put(b, { hold_minutes: 20 })).status).toBe(200);
    expect((await rulesOf(a)).rules.hold_minutes).toBe(rules.hold_minutes);
  });

  it('keeps the currency once appointments were booked in it, and says why', async () => {
    expect((await put(b, { currency: 'CHF' })).status).toBe(200);
    expect((await put(b, { currency: 'EUR' })).status).toBe(200);
    expect((await book(t().app, b, bookingBody(b))).status).toBe(201);
    expect((await rulesOf(b)).currency_locked).toBe(true);
    const answer = await put(b, { currency: 'CHF' });
    expect([answer.status, errorOf(answer.body).fields]).toEqual([400, { currency: [{ code: 'locked_by_bookings' }] }]);
    expect((await rulesOf(b)).rules.currency).toBe('EUR');
  });
});

describe('what a change does', () => {
  it('shows on the public page and in availability within 2 seconds', async () => {
    // Today is not bookable with a day's lead time.
    expect(await times(a, '2026-03-02')).toEqual([]);
    const changed = await put(a, {
      min_booking_lead_time: { value: 2, type: 'hours' },
      reservation_frequency_minutes: 30,
      max_services_per_appointment: 5,
      allow_employee_selection: false,
    });
    expect(changed.status).toBe(200);
    const config = async () =>
      z.parse(configurationResponseSchema, (await call(t().app, `/v0/configurations/public/booking/${a.slug}`)).body)
        .results.configuration.reservations.customization;
    await within2s(async () => (await config()).max_services_per_appointment === 5);
    expect(await config()).toMatchObject({
      min_booking_lead_time: { value: 2, type: 'hours' },
      reservation_frequency_minutes: 30,
      allow_employee_selection: false,
    });
    const today = async () => {
      const query = { services: a.services.cut, from: '2026-03-02', to: '2026-03-02' };
      const { body } = await availability(t().app, a, query);
      return z.parse(availabilityResponseSchema, body).results.slots.map((s) => s.start.slice(11, 16));
    };
    await within2s(async () => (await today()).length > 0);
    // 09:00 now, two hours' lead, starts every 30 minutes.
    expect((await today()).slice(0, 3)).toEqual(['11:00', '11:30', '12:00']);
  });

  it('leaves booked appointments their policy; new bookings get the new one', async () => {
    const first = await book(
      t().app,
      a,
      bookingBody(a, { start: '2026-03-05T10:00:00+01:00', employee_id: undefined }),
    );
    expect(first.status).toBe(201);
    const { manage_token } = z.parse(createAppointmentResponseSchema, first.body).results;
    expect((await put(a, { late_cancellation_fee_minor: 4000, editing_fee_minor: 900 })).status).toBe(200);
    const policyOf = async (token: string) =>
      z.parse(appointmentResponseSchema, (await manage(t().app, a, token)).body).results.appointment.policy;
    expect(await policyOf(manage_token)).toMatchObject({
      late_cancellation_fee: { amount_minor: 1500 },
      editing_fee: { amount_minor: 500 },
    });
    // Each try books a time of its own (a try that still met the old rules keeps its time),
    // over several days: the tries of two seconds outnumber one day's hours.
    const starts = ['05', '06', '09', '10'].flatMap((day) =>
      ['10', '11', '12', '13', '14', '15', '16', '17'].map((hour) => `2026-03-${day}T${hour}:00:00+01:00`),
    );
    await within2s(async () => {
      const start = starts.shift() ?? '';
      const second = await book(t().app, a, bookingBody(a, { start, employee_id: undefined }));
      const token =
        second.status === 201 ? z.parse(createAppointmentResponseSchema, second.body).results.manage_token : null;
      return token !== null && (await policyOf(token)).late_cancellation_fee.amount_minor === 4000;
    });
  });

  it('requires online payment when told, and keeps an unpaid booking for the payment window, not the hold', async () => {
    expect((await put(b, { online_payment: 'required', hold_minutes: 5, payment_window_minutes: 45 })).status).toBe(
      200,
    );
    await within2s(async () => {
      const onSite = await book(t().app, b, bookingBody(b, { start: '2026-03-05T12:00:00+01:00' }));
      return onSite.status === 400;
    });
    const onSite = await book(t().app, b, bookingBody(b, { start: '2026-03-05T12:00:00+01:00' }));
    expect(errorOf(onSite.body).fields).toEqual({ payment: [{ code: 'not_allowed' }] });
    const online = await book(t().app, b, bookingBody(b, { start: '2026-03-05T12:00:00+01:00', payment: 'online' }));
    expect(online.status).toBe(201);
    const { appointment } = z.parse(createAppointmentResponseSchema, online.body).results;
    const [row] = await t().db.query<{ due: Date }>('SELECT payment_due_at AS due FROM appointments WHERE id = $1', [
      appointment.id,
    ]);
    expect(new Date(row?.due ?? 0).getTime() - TEST_NOW.getTime()).toBe(45 * 60_000);
  });
});
