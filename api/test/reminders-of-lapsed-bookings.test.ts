import { createAppointmentResponseSchema } from '@booking/shared/contract/appointments';
import { paymentResponseSchema } from '@booking/shared/contract/payments';
import { beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { createOutboxSender, type OutgoingMail } from '../src/messages/outbox-sender';
import type { OutgoingSms } from '../src/messages/sms-transport';
import { SANDBOX_CARDS } from '../src/payments/sandbox-provider';
import { book, bookingBody, manage, post } from './helpers/booking-calls';
import { useTestApp } from './helpers/test-app';
import { createTestRestaurant, reservationBody, reserve, type TestRestaurant } from './helpers/test-restaurant';
import { createTestSalon, TEST_NOW, type TestSalon } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let salon: TestSalon;
let restaurant: TestRestaurant;
beforeAll(async () => {
  salon = await createTestSalon(t().db, 'lapse-salon');
  restaurant = await createTestRestaurant(t().db, 'lapse-kitchen');
});
beforeEach(async () => {
  t().clock.set(TEST_NOW);
  // Each test sends only its own messages: the ones before are out of the way.
  await t().db.query(
    "UPDATE outbox_messages SET status = 'sent', finished_at = now() WHERE status IN ('pending', 'sending')",
  );
});

const MINUTE = 60_000;

/** Transports that keep what they are given: the process boundary of these tests. */
function senderNow() {
  const mails: OutgoingMail[] = [];
  const sms: OutgoingSms[] = [];
  const sender = createOutboxSender({
    db: t().db,
    send: async (mail) => void mails.push(mail),
    sms: { send: async (message) => void sms.push(message) },
    now: t().clock.now,
  });
  return { sender, mails, sms };
}

type ReminderRow = { status: string; finished_at: Date | null; sent_at: Date | null };
const reminderOf = async (bookingId: string) =>
  (
    await t().db.query<ReminderRow>(
      "SELECT status, finished_at, sent_at FROM outbox_messages WHERE booking_id = $1 AND kind = 'reminder'",
      [bookingId],
    )
  )[0];

/** Books Ana for online payment with a reminder and sends the confirmation; the reminder waits. */
async function bookOnline(start: string, reminder: 'email' | 'sms') {
  const { status, body } = await book(t().app, salon, bookingBody(salon, { start, payment: 'online', reminder }));
  expect(status).toBe(201);
  const { appointment, manage_token: token } = z.parse(createAppointmentResponseSchema, body).results;
  expect(await senderNow().sender.sendDue()).toBe(1);
  expect(await reminderOf(appointment.id)).toMatchObject({ status: 'pending' });
  return { id: appointment.id, token };
}

describe('the reminder of an appointment booked for online payment', () => {
  it('is dropped, not sent, when the appointment lapsed unpaid and nothing recorded it', async () => {
    const { id, token } = await bookOnline('2026-03-04T10:00:00+01:00', 'email');
    // Never paid: past the 10-minute hold it lapses; no write touches it. At the reminder
    // time (10:00 the day before) the sender runs.
    const reminderAt = new Date('2026-03-03T10:00:00+01:00');
    t().clock.set(reminderAt);
    expect((await manage(t().app, salon, token)).body).toMatchObject({
      results: { appointment: { status: 'cancelled' } },
    });

    const { sender, mails } = senderNow();
    // Only the email saying it was released goes out, not the reminder.
    expect(await sender.sendDue()).toBe(1);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Termin freigegeben, Zahlung nicht eingegangen: /),
    ]);
    expect(await reminderOf(id)).toEqual({ status: 'dropped', finished_at: reminderAt, sent_at: null });
    // Dropped for good: a later run sends nothing either.
    t().clock.advance(MINUTE);
    expect(await sender.sendDue()).toBe(0);
  });

  it('is dropped the same way when it was chosen as an SMS', async () => {
    const { id } = await bookOnline('2026-03-04T11:00:00+01:00', 'sms');
    t().clock.set(new Date('2026-03-03T11:00:00+01:00'));
    const { sender, sms } = senderNow();
    expect(await sender.sendDue()).toBe(1); // the release email
    expect(sms).toEqual([]);
    expect(await reminderOf(id)).toMatchObject({ status: 'dropped' });
  });

  it('is sent when the appointment was paid in time', async () => {
    const { id, token } = await bookOnline('2026-03-04T12:00:00+01:00', 'email');
    const started = await manage(t().app, salon, token, '/payment', post());
    const checkoutUrl = z.parse(paymentResponseSchema, started.body).results.payment.checkout_url;
    const paid = await t().app.request(new URL(checkoutUrl).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_number: SANDBOX_CARDS.succeeds }).toString(),
    });
    expect(paid.status).toBe(200);
    t().clock.set(new Date('2026-03-03T12:00:00+01:00'));

    const { sender, mails } = senderNow();
    // The confirmation written by the payment goes out with it.
    expect(await sender.sendDue()).toBe(2);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Bestätigt: /),
      expect.stringContaining('Erinnerung'),
    ]);
    expect(await reminderOf(id)).toMatchObject({ status: 'sent' });
  });
});

describe('the reminder of a reservation', () => {
  async function reserveAt(start: string) {
    const made = await reserve(t().app, restaurant, reservationBody({ start }));
    expect(made.status).toBe(201);
    return (made.body as { results: { reservation: { id: string } } }).results.reservation.id;
  }

  it('is sent while the reservation stands', async () => {
    const id = await reserveAt('2026-03-10T19:00:00+01:00');
    t().clock.set(new Date('2026-03-09T19:00:00+01:00'));
    const { sender, mails } = senderNow();
    expect(await sender.sendDue()).toBe(2); // the confirmation and the reminder
    expect(await reminderOf(id)).toMatchObject({ status: 'sent' });
    expect(mails).toHaveLength(2);
  });

  it('is dropped at send time when the reservation is cancelled but its reminder still waits', async () => {
    // A cancellation through the API drops the reminder itself (messages.test.ts); this is
    // the sender's own check, for a cancellation recorded without it.
    const id = await reserveAt('2026-03-11T19:00:00+01:00');
    await t().db.query("UPDATE reservations SET status = 'cancelled', cancelled_at = $2 WHERE id = $1", [id, TEST_NOW]);
    t().clock.set(new Date('2026-03-10T19:00:00+01:00'));
    const { sender } = senderNow();
    expect(await sender.sendDue()).toBe(1); // the confirmation only
    expect(await reminderOf(id)).toMatchObject({ status: 'dropped' });
  });
});
