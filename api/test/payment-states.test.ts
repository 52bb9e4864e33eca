import { appointmentResponseSchema } from '@booking/shared/contract/appointments';
import { changeQuoteResponseSchema } from '@booking/shared/contract/change-quotes';
import { describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { createOutboxSender, type OutgoingMail } from '../src/messages/outbox-sender';
import { SANDBOX_CARDS } from '../src/payments/sandbox-provider';
import { manage, post } from './helpers/booking-calls';
import { bookOnline as bookOnlineWith, payWithCard, useOnlinePaymentSalon } from './helpers/online-payment-calls';
import { useTestApp } from './helpers/test-app';
import { TEST_NOW } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
const theSalon = useOnlinePaymentSalon(t, 'state-salon');

const MINUTE = 60_000;
/** TEST_NOW plus the test salon's 10-minute hold: the end of the payment window, in Berlin. */
const PAY_BY = '2026-03-02T09:10:00+01:00[Europe/Berlin]';

const bookOnline = (start: string, locale: 'de' | 'en' = 'en') => bookOnlineWith(t().app, theSalon(), start, locale);
const read = async (token: string) =>
  z.parse(appointmentResponseSchema, (await manage(t().app, theSalon(), token)).body).results.appointment;
const payOnSite = (token: string) => manage(t().app, theSalon(), token, '/payment/on-site', post());
const pay = (token: string, card: string) => payWithCard(t().app, theSalon(), token, card);
function sender() {
  const mails: OutgoingMail[] = [];
  const outbox = createOutboxSender({
    db: t().db,
    send: async (mail) => void mails.push(mail),
    sms: { send: async () => undefined },
    now: t().clock.now,
  });
  return { outbox, mails };
}
const releaseRow = async (bookingId: string) =>
  (
    await t().db.query<{ status: string; send_after: Date }>(
      "SELECT status, send_after FROM outbox_messages WHERE booking_id = $1 AND kind = 'release'",
      [bookingId],
    )
  )[0];

describe('the payment state of an appointment', () => {
  it('is due with its deadline while the window runs, then paid with the amount', async () => {
    const { token, state } = await bookOnline('2026-03-04T10:00:00+01:00');
    expect(state).toEqual({ state: 'due', pay_by: PAY_BY });
    await pay(token, SANDBOX_CARDS.succeeds);
    expect((await read(token)).payment_state).toEqual({
      state: 'paid',
      amount: { amount_minor: 3000, currency: 'EUR' },
    });
  });

  it('says refunded with the amount once a paid appointment is cancelled, and the quote said so before', async () => {
    const { token } = await bookOnline('2026-03-04T11:00:00+01:00');
    await pay(token, SANDBOX_CARDS.succeeds);
    const quoted = await manage(t().app, theSalon(), token, '/quote?change=cancel');
    expect(z.parse(changeQuoteResponseSchema, quoted.body).results.quote.refund).toEqual({
      amount_minor: 3000,
      currency: 'EUR',
    });
    expect((await manage(t().app, theSalon(), token, '/cancel', post())).status).toBe(200);
    const cancelled = await read(token);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.payment_state).toEqual({ state: 'refunded', amount: { amount_minor: 3000, currency: 'EUR' } });
  });

  it('says refund pending while the provider has not confirmed the refund', async () => {
    const { id, token } = await bookOnline('2026-03-04T12:00:00+01:00');
    await pay(token, SANDBOX_CARDS.succeeds);
    // A refund decided and not settled yet, as a cancellation leaves it when the provider fails.
    await t().db.query(
      `UPDATE appointments SET status = 'cancelled', cancelled_by = 'customer', cancelled_at = $2 WHERE id = $1`,
      [id, TEST_NOW],
    );
    await t().db.query(
      `INSERT INTO refund_intents (payment_id, amount_minor, reason, status, next_attempt_at, created_at)
       SELECT id, 3000, 'cancelled_by_customer', 'pending', $2, $2 FROM payments WHERE appointment_id = $1`,
      [id, TEST_NOW],
    );
    expect((await read(token)).payment_state).toEqual({
      state: 'refund_pending',
      amount: { amount_minor: 3000, currency: 'EUR' },
    });
  });

  it('is released with the deadline once the window ran out unpaid', async () => {
    const { token } = await bookOnline('2026-03-04T13:00:00+01:00');
    t().clock.advance(10 * MINUTE);
    const released = await read(token);
    expect(released.status).toBe('cancelled');
    expect(released.payment_state).toEqual({ state: 'released', pay_by: PAY_BY, refunded: null });
  });
});

describe('POST .../payment/on-site', () => {
  it('switches a declined online payment to paying at the salon and keeps the slot past the window', async () => {
    const { token } = await bookOnline('2026-03-04T14:00:00+01:00');
    await pay(token, SANDBOX_CARDS.declined);
    const switched = await payOnSite(token);
    expect(switched.status).toBe(200);
    const { appointment } = z.parse(appointmentResponseSchema, switched.body).results;
    expect(appointment).toMatchObject({ payment: 'on_site', payment_state: { state: 'on_site' }, status: 'booked' });

    t().clock.advance(60 * MINUTE);
    expect(await read(token)).toMatchObject({ status: 'booked', payment: 'on_site' });
    // A second click answers the same.
    expect((await payOnSite(token)).status).toBe(200);
    // Online payment is no longer what it is booked for.
    expect((await manage(t().app, theSalon(), token, '/payment', post())).body).toMatchObject({
      error: { code: 'not_editable' },
    });
  });

  it('refuses a paid, a released and an unknown appointment', async () => {
    const paid = await bookOnline('2026-03-04T15:00:00+01:00');
    await pay(paid.token, SANDBOX_CARDS.succeeds);
    expect((await payOnSite(paid.token)).body).toEqual({ error: { code: 'not_editable', params: { reason: 'paid' } } });

    const lapsed = await bookOnline('2026-03-04T16:00:00+01:00');
    t().clock.advance(10 * MINUTE);
    const refused = await payOnSite(lapsed.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: { code: 'not_editable', params: { reason: 'cancelled' } } });

    expect((await payOnSite('x'.repeat(43))).status).toBe(404);
  });
});

describe('the release email', () => {
  it('is due at the end of the payment window and says why, in the language booked in', async () => {
    const { id } = await bookOnline('2026-03-05T10:00:00+01:00', 'de');
    expect(await releaseRow(id)).toMatchObject({ status: 'pending', send_after: new Date('2026-03-02T08:10:00Z') });
    const { outbox, mails } = sender();
    await outbox.sendDue(); // that payment is due
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Zahlung fällig bis /)]);

    t().clock.advance(10 * MINUTE);
    mails.length = 0;
    expect(await outbox.sendDue()).toBe(1);
    const [mail] = mails;
    expect(mail?.subject).toMatch(/^Termin freigegeben, Zahlung nicht eingegangen: Cut bei Ana, /);
    expect(mail?.text).toContain('weil die Online-Zahlung nicht bis Montag, 2. März 2026 um 09:10 MEZ eingegangen ist');
    expect(mail?.text).toContain(`/state-salon/main`);
    expect(mail?.ics?.content).toContain('STATUS:CANCELLED');
    expect(mail?.ics?.content).toContain(`UID:${id}@booking-api`);
  });

  it('is dropped when the appointment was paid, switched to the salon, or cancelled in time', async () => {
    const paid = await bookOnline('2026-03-05T11:00:00+01:00');
    await pay(paid.token, SANDBOX_CARDS.succeeds);
    const onSite = await bookOnline('2026-03-05T12:00:00+01:00');
    await payOnSite(onSite.token);
    const cancelled = await bookOnline('2026-03-05T13:00:00+01:00');
    await manage(t().app, theSalon(), cancelled.token, '/cancel', post());

    t().clock.advance(10 * MINUTE);
    const { outbox, mails } = sender();
    await outbox.sendDue();
    expect(mails.filter((mail) => mail.subject.startsWith('Time released'))).toEqual([]);
    for (const { id } of [paid, onSite, cancelled]) expect(await releaseRow(id)).toMatchObject({ status: 'dropped' });
  });
});
