import { randomUUID } from 'node:crypto';
import { createAppointmentResponseSchema } from '@booking/shared/contract/appointments';
import { checkoutPaidResponseSchema, checkoutResponseSchema } from '@booking/shared/contract/checkout';
import { paymentResponseSchema } from '@booking/shared/contract/payments';
import { staffAppointmentResponseSchema } from '@booking/shared/contract/staff-appointments';
import { beforeAll, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { book, bookingBody, manage, post } from './helpers/booking-calls';
import { pay } from './helpers/customer-calls';
import { type StaffSalon, staffCall, staffSalon } from './helpers/staff-calls';
import { useTestApp } from './helpers/test-app';
import { TEST_NOW, WEDNESDAY } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let salon: StaffSalon;
let other: StaffSalon;
beforeAll(async () => {
  salon = await staffSalon(t().app, t().db, 'checkout-salon');
  other = await staffSalon(t().app, t().db, 'checkout-other');
});

let slot = 0;
/** An online booking of cut and colour (€30 + €60) with Ana at its own time, Wednesday to Saturday. */
async function bookedAppointment(extra: Record<string, unknown> = {}) {
  const n = slot++;
  const day = String(Number(WEDNESDAY.slice(8)) + Math.floor(n / 6)).padStart(2, '0');
  const at = 9 * 60 + 90 * (n % 6);
  const time = `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
  const start = `${WEDNESDAY.slice(0, 8)}${day}T${time}:00+01:00`;
  const booked = await book(
    t().app,
    salon,
    bookingBody(salon, { start, services: [salon.services.cut, salon.services.colour], ...extra }),
  );
  expect(booked.status).toBe(201);
  return z.parse(createAppointmentResponseSchema, booked.body).results;
}
const cart = async (id: string, as: StaffSalon = salon) => {
  const answer = await staffCall(t().app, as.cookie, 'GET', `/v0/staff/appointments/${id}/checkout`);
  return { status: answer.status, body: answer.body };
};
const paymentsOf = async (id: string) =>
  (await t().db.query('SELECT 1 FROM checkout_payments WHERE appointment_id = $1', [id])).length;
const lines = (id: string, cutQuantity = 1, colourQuantity = 1) => [
  { appointment_id: id, service_id: salon.services.cut, quantity: cutQuantity },
  { appointment_id: id, service_id: salon.services.colour, quantity: colourQuantity },
];
const EUR = (amount_minor: number) => ({ amount_minor, currency: 'EUR' });

describe('the cart of an appointment', () => {
  it('holds its services at the booked prices, once each, payable', async () => {
    const { appointment } = await bookedAppointment();
    // A later price change does not reach the booked appointment.
    await t().db.query('UPDATE services SET price_minor = 9900 WHERE id = $1', [salon.services.cut]);
    const read = await cart(appointment.id);
    await t().db.query('UPDATE services SET price_minor = 3000 WHERE id = $1', [salon.services.cut]);
    expect(read.status).toBe(200);
    expect(z.parse(checkoutResponseSchema, read.body).results.checkout).toMatchObject({
      appointment_id: appointment.id,
      status: 'booked',
      lines: [
        { service_id: salon.services.cut, name: 'Cut', unit_price: EUR(3000), quantity: 1, line_total: EUR(3000) },
        {
          service_id: salon.services.colour,
          name: 'Colour',
          unit_price: EUR(6000),
          quantity: 1,
          line_total: EUR(6000),
        },
      ],
      subtotal: EUR(9000),
      discount: EUR(0),
      total: EUR(9000),
      payable: true,
      payment: null,
    });
  });

  it('says service data is missing when the booked services cannot be read', async () => {
    const { appointment } = await bookedAppointment();
    await t().db.query(`UPDATE appointments SET services = '[{"id": "broken"}]' WHERE id = $1`, [appointment.id]);
    expect(await cart(appointment.id)).toEqual({ status: 422, body: { error: { code: 'missing_service_data' } } });
  });
});

describe('paying on site', () => {
  it('charges quantities less a discount, marks the appointment paid and records the payment once', async () => {
    const { appointment } = await bookedAppointment();
    const key = randomUUID();
    const body = { lines: lines(appointment.id, 2, 1), discount_minor: 1550, method: 'card' };
    const paid = await pay(t().app, salon.cookie, appointment.id, body, key);
    expect(paid.status).toBe(201);
    const results = z.parse(checkoutPaidResponseSchema, paid.body).results;
    expect(results.checkout).toMatchObject({
      status: 'paid',
      subtotal: EUR(12_000),
      discount: EUR(1550),
      total: EUR(10_450),
      payable: false,
      payment: { method: 'card', amount: EUR(10_450), paid_at: TEST_NOW.toISOString() },
    });
    expect(results.checkout.lines.map((l) => [l.name, l.quantity, l.line_total.amount_minor])).toEqual([
      ['Cut', 2, 6000],
      ['Colour', 1, 6000],
    ]);
    expect(results.appointment).toMatchObject({ id: appointment.id, status: 'paid' });

    // The same key again: the same answer, replayed, and no second payment.
    const again = await pay(t().app, salon.cookie, appointment.id, body, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(paid.body);
    expect(await paymentsOf(appointment.id)).toBe(1);

    // The same key with another cart is a client bug; another key finds it paid.
    const changed = await pay(t().app, salon.cookie, appointment.id, { ...body, method: 'cash' }, key);
    expect(changed).toMatchObject({ status: 422, body: { error: { code: 'idempotency_key_reused' } } });
    const second = await pay(t().app, salon.cookie, appointment.id, body);
    expect(second).toMatchObject({ status: 409, body: { error: { code: 'already_paid' } } });
    expect(await paymentsOf(appointment.id)).toBe(1);

    // What was paid reads back from the cart, and the calendar shows it paid.
    const read = z.parse(checkoutResponseSchema, (await cart(appointment.id)).body).results.checkout;
    expect(read).toEqual(results.checkout);
    const shown = await staffCall(t().app, salon.cookie, 'GET', `/v0/staff/appointments/${appointment.id}`);
    expect(z.parse(staffAppointmentResponseSchema, shown.body).results.appointment.status).toBe('paid');
  });

  it('pays once when two requests race, with one key or with two', async () => {
    const { appointment } = await bookedAppointment();
    const body = { lines: lines(appointment.id), method: 'cash' };
    const key = randomUUID();
    const sameKey = await Promise.all([1, 2, 3].map(() => pay(t().app, salon.cookie, appointment.id, body, key)));
    expect(sameKey.map((a) => a.status)).toEqual([201, 201, 201]);
    for (const answer of sameKey) expect(answer.body).toEqual(sameKey[0]?.body);
    expect(sameKey.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(2);

    const { appointment: next } = await bookedAppointment();
    const nextBody = { lines: lines(next.id), method: 'cash' };
    const twoKeys = await Promise.all([1, 2, 3].map(() => pay(t().app, salon.cookie, next.id, nextBody)));
    expect(twoKeys.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await paymentsOf(appointment.id)).toBe(1);
    expect(await paymentsOf(next.id)).toBe(1);
  });

  it('refuses a cart with products from another appointment, and pays nothing', async () => {
    const { appointment } = await bookedAppointment();
    const { appointment: another } = await bookedAppointment();
    const mixed = [
      ...lines(appointment.id),
      { appointment_id: another.id, service_id: salon.services.cut, quantity: 1 },
    ];
    const refused = await pay(t().app, salon.cookie, appointment.id, { lines: mixed, method: 'cash' });
    expect(refused).toMatchObject({
      status: 422,
      body: { error: { code: 'cart_other_appointment', params: { appointment_id: another.id } } },
    });
    expect(await paymentsOf(appointment.id)).toBe(0);
    expect(z.parse(checkoutResponseSchema, (await cart(appointment.id)).body).results.checkout.payable).toBe(true);
  });

  it('refuses a service the appointment did not book, a zero quantity and a discount above the total', async () => {
    const { appointment } = await bookedAppointment();
    const nails = [{ appointment_id: appointment.id, service_id: salon.services.nails, quantity: 1 }];
    expect(await pay(t().app, salon.cookie, appointment.id, { lines: nails, method: 'cash' })).toMatchObject({
      status: 422,
      body: { error: { code: 'missing_service_data', params: { service_id: salon.services.nails } } },
    });
    const zero = await pay(t().app, salon.cookie, appointment.id, { lines: lines(appointment.id, 0), method: 'cash' });
    expect(zero).toMatchObject({
      status: 400,
      body: {
        error: { code: 'invalid_input', fields: { 'lines.0.quantity': [{ code: 'too_small', params: { min: 1 } }] } },
      },
    });
    const tooMuch = await pay(t().app, salon.cookie, appointment.id, {
      lines: lines(appointment.id),
      discount_minor: 9001,
      method: 'cash',
    });
    expect(tooMuch).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_input', fields: { discount_minor: [{ code: 'discount_exceeds_total' }] } } },
    });
    expect(await paymentsOf(appointment.id)).toBe(0);
  });

  it('shows an appointment paid online as paid, and never charges it again', async () => {
    const { appointment, manage_token } = await bookedAppointment({ payment: 'online' });
    const started = await manage(t().app, salon, manage_token, '/payment', post());
    const checkoutUrl = z.parse(paymentResponseSchema, started.body).results.payment.checkout_url;
    const charged = await t().app.request(new URL(checkoutUrl).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_number: '4242 4242 4242 4242' }).toString(),
    });
    expect(charged.status).toBe(200);

    const read = z.parse(checkoutResponseSchema, (await cart(appointment.id)).body).results.checkout;
    expect(read).toMatchObject({ status: 'paid', payable: false, payment: { method: 'online', amount: EUR(9000) } });
    const again = await pay(t().app, salon.cookie, appointment.id, { lines: lines(appointment.id), method: 'cash' });
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'already_paid' } } });
    expect(await paymentsOf(appointment.id)).toBe(0);
  });

  it('refuses to charge a cancelled appointment', async () => {
    const { appointment } = await bookedAppointment();
    const cancelled = await staffCall(
      t().app,
      salon.cookie,
      'POST',
      `/v0/staff/appointments/${appointment.id}/cancel`,
      {
        reason: 'staff',
      },
    );
    expect(cancelled.status).toBe(200);
    expect(z.parse(checkoutResponseSchema, (await cart(appointment.id)).body).results.checkout.payable).toBe(false);
    const refused = await pay(t().app, salon.cookie, appointment.id, { lines: lines(appointment.id), method: 'cash' });
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'not_editable' } } });
  });

  it("answers 404 for another organization's appointment and charges nothing", async () => {
    const { appointment } = await bookedAppointment();
    expect(await cart(appointment.id, other)).toEqual({
      status: 404,
      body: { error: { code: 'appointment_not_found' } },
    });
    const refused = await pay(t().app, other.cookie, appointment.id, { lines: lines(appointment.id), method: 'cash' });
    expect(refused).toMatchObject({ status: 404, body: { error: { code: 'appointment_not_found' } } });
    expect(await paymentsOf(appointment.id)).toBe(0);
  });
});
