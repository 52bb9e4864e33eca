import { createAppointmentResponseSchema } from '@booking/shared/contract/appointments';
import { paymentResponseSchema } from '@booking/shared/contract/payments';
import { beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { hashPassword } from '../src/auth/password';
import { applyPaymentEvent } from '../src/commands/apply-payment-event';
import { insertStaffUser } from '../src/db/staff-user-repo';
import { createSandboxProvider, SANDBOX_CARDS } from '../src/payments/sandbox-provider';
import { signWebhook } from '../src/payments/webhook-signature';
import { book, bookingBody, manage, post, staffPost } from './helpers/booking-calls';
import { TEXT_COLUMNS, withTexts } from './helpers/outbox-texts';
import { ALLOWED_ORIGIN, call, TEST_PASSWORD_COST, TEST_SANDBOX_SECRET, useTestApp } from './helpers/test-app';
import { createTestSalon, TEST_NOW, type TestSalon } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let salon: TestSalon;
beforeAll(async () => {
  salon = await createTestSalon(t().db, 'refund-salon');
  const passwordHash = await hashPassword('staff-pass', TEST_PASSWORD_COST);
  await insertStaffUser(t().db, {
    organizationId: salon.organizationId,
    email: 'staff@refund.test',
    name: 'S',
    passwordHash,
  });
});
beforeEach(() => t().clock.set(TEST_NOW));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const euros = (amount_minor: number) => ({ amount_minor, currency: 'EUR' });

/** Books a 30 € cut with Ana for online payment and opens its checkout. */
async function bookAndOpenCheckout(start: string, locale: 'de' | 'en' = 'de') {
  const { status, body } = await book(t().app, salon, bookingBody(salon, { start, payment: 'online', locale }));
  expect(status).toBe(201);
  const { appointment, manage_token: token } = z.parse(createAppointmentResponseSchema, body).results;
  const payment = paymentOf((await manage(t().app, salon, token, '/payment', post())).body);
  return { id: appointment.id, token, checkoutUrl: payment.checkout_url };
}
const paymentOf = (body: unknown) => z.parse(paymentResponseSchema, body).results.payment;
const latestPayment = async (token: string) => paymentOf((await manage(t().app, salon, token, '/payment')).body);
const appointmentOf = async (token: string) =>
  (
    (await manage(t().app, salon, token)).body as {
      results: { appointment: { status: string; cancelled_by: string | null; fees_due: unknown } };
    }
  ).results.appointment;
const checkoutIdOf = (url: string) => new URL(url).pathname.split('/').at(-1) ?? '';

/** The hosted page's submit with a test card (it delivers the signed webhook itself). */
const payOnPage = (url: string, card: string = SANDBOX_CARDS.succeeds) =>
  t().app.request(new URL(url).pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: card }).toString(),
  });

/** A provider's late delivery of a success: signed now, for a checkout that may have expired. */
function deliverSuccess(checkoutId: string, eventId: string) {
  const body = JSON.stringify({
    id: eventId,
    type: 'checkout.succeeded',
    created: Math.floor(t().clock.now().getTime() / 1000),
    data: { checkout_id: checkoutId },
  });
  return call(t().app, '/v0/payments/webhooks/sandbox', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sandbox-signature': signWebhook(TEST_SANDBOX_SECRET, body, t().clock.now()),
    },
    body,
  });
}

async function staff(id: string, action: 'cancel' | 'payment', body?: unknown) {
  const signIn = await call(
    t().app,
    '/v0/staff/session',
    staffPost({ email: 'staff@refund.test', password: 'staff-pass' }),
  );
  const cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
  return call(t().app, `/v0/staff/appointments/${id}/${action}`, {
    ...post(body),
    headers: { 'content-type': 'application/json', origin: ALLOWED_ORIGIN, cookie },
  });
}

type RefundRow = {
  status: string;
  refund_id: string | null;
  refunded_minor: number | null;
  refund_reason: string | null;
};
const refundRows = (appointmentId: string) =>
  t().db.query<RefundRow>(
    'SELECT status, refund_id, refunded_minor, refund_reason FROM payments WHERE appointment_id = $1 ORDER BY attempt',
    [appointmentId],
  );
type Email = Parameters<typeof withTexts>[0] & { recipient: string; status: string };
const outboxEmails = async (appointmentId: string, kind: string) =>
  (
    await t().db.query<Email>(
      `SELECT ${TEXT_COLUMNS}, recipient, status FROM outbox_messages WHERE booking_id = $1 AND kind = $2`,
      [appointmentId, kind],
    )
  ).map(withTexts);
const cancellationEmail = async (appointmentId: string) =>
  (await outboxEmails(appointmentId, 'cancellation'))[0]?.text_body ?? '';
/** The emails telling the customer that a late payment went back, as the customer gets them. */
const refundEmails = async (appointmentId: string) =>
  (await outboxEmails(appointmentId, 'refund')).map(({ recipient, subject, text_body, ics, status }) => ({
    recipient,
    subject,
    text_body,
    ics,
    status,
  }));
const BOOK_AGAIN = 'http://localhost:3000/refund-salon/main';

describe('a payment that succeeds for an appointment that can no longer take it', () => {
  it('is refunded in full when it arrives after the appointment lapsed unpaid', async () => {
    const { id, token, checkoutUrl } = await bookAndOpenCheckout('2026-03-04T10:00:00+01:00');
    t().clock.advance(11 * MINUTE);
    expect((await appointmentOf(token)).status).toBe('cancelled');
    expect((await deliverSuccess(checkoutIdOf(checkoutUrl), 'evt_late')).status).toBe(200);

    expect(await latestPayment(token)).toMatchObject({ status: 'refunded', refunded: euros(3000) });
    expect(await appointmentOf(token)).toMatchObject({ status: 'cancelled', cancelled_by: null });
    const [row] = await refundRows(id);
    expect(row).toMatchObject({ status: 'refunded', refunded_minor: 3000, refund_reason: 'appointment_unavailable' });
    expect(row?.refund_id).toMatch(/^re_/);
  });

  it('tells the customer in German, once, that the time to pay had run out and all of it went back', async () => {
    const { id, checkoutUrl } = await bookAndOpenCheckout('2026-03-04T14:00:00+01:00');
    t().clock.advance(11 * MINUTE);
    expect((await deliverSuccess(checkoutIdOf(checkoutUrl), 'evt_late_email')).status).toBe(200);

    const emails = await refundEmails(id);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      recipient: 'eva@example.com',
      subject: 'Zahlung erstattet: Cut bei Ana, Mittwoch, 4. März 2026 um 14:00 MEZ',
      ics: null,
      status: 'pending',
    });
    expect(emails[0]?.text_body.split('\n')).toEqual([
      'Hallo Eva,',
      '',
      'Ihre Zahlung ist erst nach Ablauf der Zahlungsfrist eingegangen, daher war diese Buchung nicht mehr für Sie reserviert:',
      'Cut bei Ana',
      'Mittwoch, 4. März 2026 um 14:00 MEZ',
      'Main',
      'Wir haben den vollen Betrag von 30,00\u00a0€ auf die Karte erstattet, mit der Sie bezahlt haben.',
      '',
      `Neu buchen: ${BOOK_AGAIN}`,
      '',
      'Main',
    ]);

    // The same event again is refused; another event for the paid-late checkout changes nothing.
    expect((await deliverSuccess(checkoutIdOf(checkoutUrl), 'evt_late_email')).status).toBe(409);
    expect((await deliverSuccess(checkoutIdOf(checkoutUrl), 'evt_late_email_2')).status).toBe(200);
    expect(await refundEmails(id)).toHaveLength(1);
    expect((await refundRows(id)).map((r) => r.status)).toEqual(['refunded']);
  });

  it('is refunded in full when the customer cancelled while the checkout was open, and says so', async () => {
    const { id, token, checkoutUrl } = await bookAndOpenCheckout('2026-03-04T11:00:00+01:00', 'en');
    expect((await manage(t().app, salon, token, '/cancel', post())).status).toBe(200);
    // Nothing was paid yet: the cancellation refunds nothing.
    expect(await cancellationEmail(id)).not.toContain('refunding');
    const page = await payOnPage(checkoutUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Payment refunded</h1>');
    expect(html).toContain('€30.00 was charged, but your booking could no longer take this payment');
    expect(html).not.toContain('Payment received');

    expect(await latestPayment(token)).toMatchObject({ status: 'refunded', refunded: euros(3000) });
    expect((await appointmentOf(token)).status).toBe('cancelled');
    const emails = await refundEmails(id);
    expect(emails.map((e) => e.subject)).toEqual([
      'Payment refunded: Cut with Ana, Wednesday, March 4, 2026 at 11:00 AM GMT+1',
    ]);
    expect(emails[0]?.text_body).toContain('Your payment arrived after this booking had been cancelled:');
    expect(emails[0]?.text_body).toContain('We have refunded the full amount, €30.00, to the card you paid with.');
    expect(emails[0]?.text_body).toContain(`To book again: ${BOOK_AGAIN}`);
  });

  it('is refunded in full when staff recorded a payment first; the appointment stays paid', async () => {
    const { id, token, checkoutUrl } = await bookAndOpenCheckout('2026-03-04T12:00:00+01:00');
    expect((await staff(id, 'payment')).status).toBe(200);
    const page = await payOnPage(checkoutUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Payment refunded</h1>');

    expect(await latestPayment(token)).toMatchObject({ status: 'refunded', refunded: euros(3000) });
    expect((await appointmentOf(token)).status).toBe('paid');
    const [email, ...more] = await refundEmails(id);
    expect(more).toEqual([]);
    expect(email?.text_body).toContain('Ihre Zahlung ist eingegangen, als diese Buchung bereits bezahlt war:');
    expect(email?.text_body).toContain('Wir haben den vollen Betrag von 30,00\u00a0€ auf die Karte erstattet');
    // The booking stands: no invitation to book again.
    expect(email?.text_body).toContain('Ihre Buchung bleibt unverändert und bezahlt.');
    expect(email?.text_body).not.toContain('Neu buchen');
  });

  it('is refunded in full, with one email, when a checkout that declined is paid after a newer attempt paid', async () => {
    const { id, token, checkoutUrl: declined } = await bookAndOpenCheckout('2026-03-04T15:00:00+01:00');
    expect((await payOnPage(declined, SANDBOX_CARDS.declined)).status).toBe(402);
    // The retry: a second checkout, paid.
    const retry = await manage(t().app, salon, token, '/payment', post());
    expect(retry.status).toBe(201);
    expect((await payOnPage(paymentOf(retry.body).checkout_url)).status).toBe(200);
    expect((await appointmentOf(token)).status).toBe('paid');

    // The customer goes back to the first page and pays there too: never charged twice.
    const late = await payOnPage(declined);
    expect(late.status).toBe(200);
    const html = await late.text();
    expect(html).toContain('<h1>Payment refunded</h1>');
    expect(html).toContain('it had been paid already');

    expect(await refundRows(id)).toEqual([
      {
        status: 'refunded',
        refund_id: expect.stringMatching(/^re_/),
        refunded_minor: 3000,
        refund_reason: 'appointment_unavailable',
      },
      { status: 'paid', refund_id: null, refunded_minor: null, refund_reason: null },
    ]);
    expect((await appointmentOf(token)).status).toBe('paid');
    expect(await latestPayment(token)).toMatchObject({ status: 'paid' });
    const emails = await refundEmails(id);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text_body).toContain('Ihre Zahlung ist eingegangen, als diese Buchung bereits bezahlt war:');
    expect(emails[0]?.text_body).toContain('Ihre Buchung bleibt unverändert und bezahlt.');

    // Another delivery of that success (a new event id) refunds and writes nothing more.
    expect((await deliverSuccess(checkoutIdOf(declined), 'evt_declined_then_paid_again')).status).toBe(200);
    expect(await refundEmails(id)).toHaveLength(1);
  });

  it('is refunded in full when a checkout that declined is paid after the appointment lapsed', async () => {
    const { id, token, checkoutUrl } = await bookAndOpenCheckout('2026-03-04T16:00:00+01:00');
    expect((await payOnPage(checkoutUrl, SANDBOX_CARDS.declined)).status).toBe(402);
    t().clock.advance(11 * MINUTE);
    expect((await deliverSuccess(checkoutIdOf(checkoutUrl), 'evt_declined_then_late')).status).toBe(200);

    expect(await latestPayment(token)).toMatchObject({ status: 'refunded', failure_code: null, refunded: euros(3000) });
    expect(await appointmentOf(token)).toMatchObject({ status: 'cancelled', cancelled_by: null });
    expect((await refundEmails(id)).map((e) => e.text_body)).toEqual([
      expect.stringContaining('nach Ablauf der Zahlungsfrist'),
    ]);
  });

  it('is taken once the refund can be made: a provider failure records nothing and the event can come again', async () => {
    const { id, token, checkoutUrl } = await bookAndOpenCheckout('2026-03-04T13:00:00+01:00');
    t().clock.advance(11 * MINUTE);
    const sandbox = createSandboxProvider({
      secret: TEST_SANDBOX_SECRET,
      publicUrl: 'http://localhost:4000',
      deliver: async () => new Response(null),
    });
    const event = {
      id: 'evt_retried',
      checkoutId: checkoutIdOf(checkoutUrl),
      outcome: 'succeeded' as const,
      failureCode: null,
    };
    const down = { ...sandbox, refund: () => Promise.reject(new Error('provider unavailable')) };
    const apply = (provider: typeof sandbox) =>
      applyPaymentEvent(t().db, { provider, siteUrl: 'http://localhost:3000' }, event, t().clock.now());
    await expect(apply(down)).rejects.toThrow('provider unavailable');
    expect((await refundRows(id)).map((r) => r.status)).toEqual(['pending']);
    expect(await refundEmails(id)).toEqual([]);

    // The provider delivers the same event again later; now the refund goes through, once.
    expect(await apply(sandbox)).toEqual({ ok: true, value: true });
    expect(await apply(sandbox)).toEqual({ ok: false, error: { code: 'webhook_replayed' } });
    expect(await latestPayment(token)).toMatchObject({ status: 'refunded', refunded: euros(3000) });
    expect(await refundEmails(id)).toHaveLength(1);
  });
});

describe('cancelling an appointment paid online', () => {
  async function paid(start: string) {
    const booked = await bookAndOpenCheckout(start);
    expect((await payOnPage(booked.checkoutUrl)).status).toBe(200);
    expect((await appointmentOf(booked.token)).status).toBe('paid');
    expect(await refundEmails(booked.id)).toEqual([]);
    return booked;
  }

  it('refunds everything when the customer cancels in time, and says so in the email', async () => {
    const { id, token } = await paid('2026-03-05T10:00:00+01:00');
    expect((await manage(t().app, salon, token, '/cancel', post())).status).toBe(200);

    expect(await appointmentOf(token)).toMatchObject({ status: 'cancelled', fees_due: euros(0) });
    expect(await latestPayment(token)).toMatchObject({
      status: 'refunded',
      amount: euros(3000),
      refunded: euros(3000),
    });
    expect((await refundRows(id))[0]?.refund_reason).toBe('cancelled_by_customer');
    expect(await cancellationEmail(id)).toContain(
      'Wir erstatten 30,00\u00a0€ auf die Karte, mit der Sie bezahlt haben.',
    );
  });

  it('keeps the late-cancellation fee when the customer cancels late, and refunds the rest', async () => {
    const { id, token } = await paid('2026-03-05T11:00:00+01:00');
    // Thursday 11:00 less one day: from Wednesday 11:00 a cancellation costs 15 €.
    t().clock.set(new Date('2026-03-04T12:00:00+01:00'));
    expect((await manage(t().app, salon, token, '/cancel', post())).status).toBe(200);

    expect((await appointmentOf(token)).fees_due).toEqual(euros(1500));
    expect(await latestPayment(token)).toMatchObject({ status: 'refunded', refunded: euros(1500) });
    const email = await cancellationEmail(id);
    expect(email).toContain('Fällige Gebühren: 15,00\u00a0€');
    expect(email).toContain('Wir erstatten 15,00\u00a0€');
  });

  it('refunds everything when staff cancel', async () => {
    const { id, token } = await paid('2026-03-05T12:00:00+01:00');
    t().clock.set(new Date('2026-03-04T12:00:00+01:00'));
    expect((await staff(id, 'cancel', { reason: 'staff' })).status).toBe(200);

    expect(await latestPayment(token)).toMatchObject({ status: 'refunded', refunded: euros(3000) });
    expect((await refundRows(id))[0]?.refund_reason).toBe('cancelled_by_staff');
  });

  it('refunds nothing for a no-show', async () => {
    const { id, token } = await paid('2026-03-05T13:00:00+01:00');
    t().clock.set(new Date('2026-03-05T13:30:00+01:00'));
    expect((await staff(id, 'cancel', { reason: 'no_show' })).status).toBe(200);

    expect(await latestPayment(token)).toMatchObject({ status: 'paid', refunded: null });
  });
});

describe('the sandbox refund', () => {
  const sandbox = createSandboxProvider({
    secret: TEST_SANDBOX_SECRET,
    publicUrl: 'http://localhost:4000',
    deliver: async () => new Response(null),
  });

  it('gives the same refund for the same key, and refuses more than was charged', async () => {
    const { checkoutId } = await sandbox.createCheckout({
      reference: 'p1',
      amountMinor: 3000,
      currency: 'EUR',
      description: 'Cut',
      timeZone: 'Europe/Berlin',
      returnUrl: 'http://localhost:3000/s/main/book/payment',
      expiresAt: new Date(TEST_NOW.getTime() + HOUR),
    });
    const request = { checkoutId, amountMinor: 3000, currency: 'EUR', idempotencyKey: 'p1' };
    const first = await sandbox.refund(request);
    expect(first).toEqual({ refundId: expect.stringMatching(/^re_[\w-]{24}$/), status: 'refunded' });
    expect(await sandbox.refund(request)).toEqual(first);
    expect((await sandbox.refund({ ...request, idempotencyKey: 'p2' })).refundId).not.toBe(first.refundId);
    await expect(sandbox.refund({ ...request, amountMinor: 3001 })).rejects.toThrow();
    await expect(sandbox.refund({ ...request, checkoutId: 'forged.checkout' })).rejects.toThrow();
  });
});
