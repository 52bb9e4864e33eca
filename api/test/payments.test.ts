import { createAppointmentResponseSchema } from '@booking/shared/contract/appointments';
import { paymentResponseSchema } from '@booking/shared/contract/payments';
import { beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { SANDBOX_CARDS } from '../src/payments/sandbox-provider';
import { signWebhook } from '../src/payments/webhook-signature';
import { availability, book, bookingBody, manage, post } from './helpers/booking-calls';
import { call, TEST_SANDBOX_SECRET, useTestApp } from './helpers/test-app';
import { createTestSalon, TEST_NOW, type TestSalon, WEDNESDAY } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let salon: TestSalon;
beforeAll(async () => {
  salon = await createTestSalon(t().db, 'pay-salon');
});
beforeEach(() => t().clock.set(TEST_NOW));

const MINUTE = 60_000;

async function bookOnline(start: string) {
  const { status, body } = await book(t().app, salon, bookingBody(salon, { start, payment: 'online' }));
  expect(status).toBe(201);
  return z.parse(createAppointmentResponseSchema, body).results.manage_token;
}
const startPayment = (token: string) => manage(t().app, salon, token, '/payment', post());
const paymentOf = (body: unknown) => z.parse(paymentResponseSchema, body).results.payment;
const checkoutPath = (url: string) => new URL(url).pathname;
/** The hosted page answers HTML, not JSON. */
async function page(path: string, init: RequestInit = {}) {
  const response = await t().app.request(path, init);
  return { status: response.status, headers: response.headers, text: await response.text() };
}
const payWith = (url: string, card: string) =>
  page(checkoutPath(url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: card }).toString(),
  });
const statusOf = async (token: string) => {
  const { body } = await manage(t().app, salon, token);
  return (body as { results: { appointment: { status: string; cancelled_by: string | null } } }).results.appointment;
};
const freeStarts = async (day: string) => {
  const { body } = await availability(t().app, salon, {
    services: salon.services.cut,
    employee: salon.employees.ana,
    from: day,
    to: day,
  });
  return (body as { results: { slots: { start: string }[] } }).results.slots.map((s) => s.start.slice(11, 16));
};
const webhook = (body: string, signature: string) =>
  call(t().app, '/v0/payments/webhooks/sandbox', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
    body,
  });
const event = (id: string, checkoutId: string) =>
  JSON.stringify({
    id,
    type: 'checkout.succeeded',
    created: Math.floor(TEST_NOW.getTime() / 1000),
    data: { checkout_id: checkoutId },
  });

describe('online payment through the sandbox provider', () => {
  it('keeps the slot while pending, declines one test card, then takes the retry with the other', async () => {
    const token = await bookOnline(`${WEDNESDAY}T10:00:00+01:00`);
    expect(await freeStarts(WEDNESDAY)).not.toContain('10:00');

    const first = await startPayment(token);
    expect(first.status).toBe(201);
    const pending = paymentOf(first.body);
    expect(pending).toMatchObject({
      status: 'pending',
      amount: { amount_minor: 3000, currency: 'EUR' },
      pay_by: '2026-03-02T09:10:00+01:00[Europe/Berlin]',
      failure_code: null,
    });
    expect(pending.checkout_url).toMatch(/^http:\/\/localhost:4000\/v0\/sandbox-payments\//);
    const again = await startPayment(token);
    expect(again.status).toBe(200);
    expect(paymentOf(again.body).id).toBe(pending.id);

    const form = await page(checkoutPath(pending.checkout_url));
    expect(form.status).toBe(200);
    expect(form.headers.get('content-type')).toContain('text/html');
    expect(form.text).toContain('€30.00');
    expect(form.text).toContain('<form method="post">');
    // The way back is the booking site's payment step of the appointment's branch, with no token in it.
    const returnLink = /<a href="http:\/\/localhost:3000\/pay-salon\/[a-z0-9-]+\/book\/payment">/;
    expect(form.text).toMatch(returnLink);
    expect(form.text).not.toContain(token);

    // A multipart body without its parts carries no card: 400 in the error shape, not a 500.
    const broken = await page(checkoutPath(pending.checkout_url), {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '{}',
    });
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.text)).toEqual({
      error: { code: 'invalid_input', fields: { body: [{ code: 'invalid_format' }] } },
    });

    const declined = await payWith(pending.checkout_url, SANDBOX_CARDS.declined);
    expect(declined.status).toBe(402);
    expect(declined.text).toMatch(returnLink);
    const failed = paymentOf((await manage(t().app, salon, token, '/payment')).body);
    expect(failed).toMatchObject({ id: pending.id, status: 'failed', failure_code: 'card_declined' });
    expect((await statusOf(token)).status).toBe('booked');
    expect(await freeStarts(WEDNESDAY)).not.toContain('10:00');

    const retry = await startPayment(token);
    expect(retry.status).toBe(201);
    const second = paymentOf(retry.body);
    expect(second.id).not.toBe(pending.id);
    const charged = await payWith(second.checkout_url, '4242 4242 4242 4242');
    expect(charged.status).toBe(200);
    expect(charged.text).toContain('<h1>Payment received</h1>');
    expect(charged.text).toContain('€30.00 paid.');
    expect(charged.text).toMatch(returnLink);
    expect(paymentOf((await manage(t().app, salon, token, '/payment')).body).status).toBe('paid');
    expect((await statusOf(token)).status).toBe('paid');

    // Paid: the slot is kept for good, past the payment window.
    t().clock.advance(30 * MINUTE);
    expect(await freeStarts(WEDNESDAY)).not.toContain('10:00');
    expect((await startPayment(token)).body).toEqual({ error: { code: 'not_editable', params: { reason: 'paid' } } });
  });

  it('gives the slot back when the payment is not made in time', async () => {
    const token = await bookOnline(`${WEDNESDAY}T11:00:00+01:00`);
    const { checkout_url } = paymentOf((await startPayment(token)).body);
    t().clock.advance(10 * MINUTE);
    expect(await statusOf(token)).toMatchObject({ status: 'cancelled', cancelled_by: null });
    expect(paymentOf((await manage(t().app, salon, token, '/payment')).body).status).toBe('expired');
    expect(await freeStarts(WEDNESDAY)).toContain('11:00');
    expect((await payWith(checkout_url, SANDBOX_CARDS.succeeds)).status).toBe(410);
    expect((await startPayment(token)).body).toEqual({
      error: { code: 'not_editable', params: { reason: 'cancelled' } },
    });
    // Someone else books the time: the lapsed appointment is recorded as cancelled, unpaid.
    expect((await book(t().app, salon, bookingBody(salon, { start: `${WEDNESDAY}T11:00:00+01:00` }))).status).toBe(201);
    const rows = await t().db.query<{ cancelled_by: string }>(
      "SELECT cancelled_by FROM appointments WHERE status = 'cancelled' AND lower(during) = '2026-03-04T10:00:00Z'",
    );
    expect(rows).toEqual([{ cancelled_by: 'unpaid' }]);
  });

  it('refuses to take an on-site appointment online, and has no payment to show for it', async () => {
    const { body } = await book(t().app, salon, bookingBody(salon, { start: `${WEDNESDAY}T12:00:00+01:00` }));
    const token = z.parse(createAppointmentResponseSchema, body).results.manage_token;
    expect((await startPayment(token)).body).toEqual({
      error: { code: 'not_editable', params: { reason: 'on_site' } },
    });
    const none = await manage(t().app, salon, token, '/payment');
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ error: { code: 'payment_not_found' } });
  });

  it("shows the page in the customer's language and the deadline on the branch's clock, not as an ISO time", async () => {
    const token = await bookOnline(`${WEDNESDAY}T16:00:00+01:00`);
    const payment = paymentOf((await startPayment(token)).body);
    const path = checkoutPath(payment.checkout_url);
    // The deadline in the API's answer, on the branch's clock (Berlin): 09:10, 08:10 UTC.
    expect(payment.pay_by).toBe('2026-03-02T09:10:00+01:00[Europe/Berlin]');

    const english = await page(path, { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(english.text).toContain('<html lang="en">');
    expect(english.text).toMatch(/Pay by Monday, March 2, 2026 at 9:10\sAM<\/p>/);
    expect(english.text).not.toMatch(/\[UTC\]|\d{4}-\d{2}-\d{2}T/);

    const german = await page(path, { headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' } });
    expect(german.text).toContain('<html lang="de">');
    expect(german.text).toContain('<h1>Bezahlen</h1>');
    expect(german.text).toContain('Zahlbar bis Montag, 2. März 2026 um 09:10</p>');
    expect(german.text).toContain('30,00\u00a0€');

    const asked = await page(`${path}?lang=de`, { headers: { 'accept-language': 'en' } });
    expect(asked.text).toContain('<html lang="de">');
  });

  it('answers an unknown test card with the form again, and a forged checkout with 404', async () => {
    const token = await bookOnline(`${WEDNESDAY}T13:00:00+01:00`);
    const { checkout_url } = paymentOf((await startPayment(token)).body);
    const unknown = await payWith(checkout_url, '4111111111111111');
    expect(unknown.status).toBe(422);
    expect(unknown.text).toContain('role="alert"');
    const forged = `${checkout_url.slice(0, -4)}AAAA`;
    expect((await page(checkoutPath(forged))).status).toBe(404);
    expect((await payWith(forged, SANDBOX_CARDS.succeeds)).status).toBe(404);
  });

  it('takes a payment made on a checkout after it declined a card: the money was taken', async () => {
    // The customer goes back after a decline and pays on the same checkout with another card:
    // the provider's later success is authoritative, so the attempt goes failed -> paid.
    const token = await bookOnline(`${WEDNESDAY}T15:00:00+01:00`);
    const { checkout_url } = paymentOf((await startPayment(token)).body);
    expect((await payWith(checkout_url, SANDBOX_CARDS.declined)).status).toBe(402);
    expect(paymentOf((await manage(t().app, salon, token, '/payment')).body)).toMatchObject({
      status: 'failed',
      failure_code: 'card_declined',
    });

    const charged = await payWith(checkout_url, SANDBOX_CARDS.succeeds);
    expect(charged.status).toBe(200);
    expect(charged.text).toContain('<h1>Payment received</h1>');
    expect(paymentOf((await manage(t().app, salon, token, '/payment')).body)).toMatchObject({
      status: 'paid',
      failure_code: null,
      refunded: null,
    });
    expect((await statusOf(token)).status).toBe('paid');
    expect(await freeStarts(WEDNESDAY)).not.toContain('15:00');
  });
});

describe('POST /v0/payments/webhooks/sandbox', () => {
  let checkoutId: string;
  let token: string;
  beforeAll(async () => {
    t().clock.set(TEST_NOW);
    token = await bookOnline(`${WEDNESDAY}T14:00:00+01:00`);
    checkoutId =
      checkoutPath(paymentOf((await startPayment(token)).body).checkout_url)
        .split('/')
        .at(-1) ?? '';
  });

  it('refuses a forged signature, a changed body and a stale timestamp, and applies nothing', async () => {
    const body = event('evt_forged', checkoutId);
    const forged = await webhook(body, signWebhook('not-the-secret', body, TEST_NOW));
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ error: { code: 'webhook_signature_invalid' } });
    const signed = signWebhook(TEST_SANDBOX_SECRET, body, TEST_NOW);
    expect((await webhook(body.replace('succeeded', 'failed'), signed)).status).toBe(400);
    expect((await webhook(body, 'garbage')).status).toBe(400);
    const stale = signWebhook(TEST_SANDBOX_SECRET, body, new Date(TEST_NOW.getTime() - 6 * MINUTE));
    expect((await webhook(body, stale)).status).toBe(400);
    expect(paymentOf((await manage(t().app, salon, token, '/payment')).body).status).toBe('pending');
  });

  it('applies a signed event once and refuses its replay with 409 webhook_replayed', async () => {
    const body = event('evt_once', checkoutId);
    const signature = signWebhook(TEST_SANDBOX_SECRET, body, TEST_NOW);
    const first = await webhook(body, signature);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ results: { received: true } });
    const replay = await webhook(body, signature);
    expect(replay.status).toBe(409);
    expect(replay.body).toEqual({ error: { code: 'webhook_replayed' } });
    expect((await statusOf(token)).status).toBe('paid');
  });

  it('answers 404 for an event about a checkout it does not know', async () => {
    const body = event('evt_unknown', 'unknown.checkout');
    expect((await webhook(body, signWebhook(TEST_SANDBOX_SECRET, body, TEST_NOW))).status).toBe(404);
  });
});
