import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAppointmentResponseSchema } from '@booking/shared/contract/appointments';
import { createReservationResponseSchema } from '@booking/shared/contract/reservations';
import { beforeAll, beforeEach, describe, expect, it, rs } from '@rstest/core';
import * as z from 'zod/mini';
import { gsmLength } from '../src/domain/messages/gsm-length';
import { createOutboxSender, type OutgoingMail } from '../src/messages/outbox-sender';
import { createFileSmsTransport, type OutgoingSms, type SmsTransport } from '../src/messages/sms-transport';
import { book, bookingBody, manage, post } from './helpers/booking-calls';
import { TEXT_COLUMNS, withTexts } from './helpers/outbox-texts';
import { useTestApp } from './helpers/test-app';
import { createTestRestaurant, manageReservation, reservationBody, reserve } from './helpers/test-restaurant';
import { createTestSalon, TEST_NOW, type TestSalon } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let salon: TestSalon;
beforeAll(async () => {
  salon = await createTestSalon(t().db, 'sms-salon');
});
beforeEach(async () => {
  t().clock.set(TEST_NOW);
  // Each test sends only its own messages.
  await t().db.query(
    "UPDATE outbox_messages SET status = 'sent', finished_at = now() WHERE status IN ('pending', 'sending')",
  );
});

/** Transports that keep what they are given: the process boundary of these tests. */
function transports() {
  const mails: OutgoingMail[] = [];
  const sms: OutgoingSms[] = [];
  const smsTransport: SmsTransport = { send: async (message) => void sms.push(message) };
  const sender = createOutboxSender({
    db: t().db,
    send: async (mail) => void mails.push(mail),
    sms: smsTransport,
    now: t().clock.now,
  });
  return { mails, sms, sender };
}

type Row = Parameters<typeof withTexts>[0] & { status: string; recipient: string; send_after: Date };
const reminders = async (bookingId: string) =>
  (
    await t().db.query<Row>(
      `SELECT ${TEXT_COLUMNS}, status, recipient, send_after FROM outbox_messages
        WHERE booking_id = $1 AND kind = 'reminder' ORDER BY send_after`,
      [bookingId],
    )
  ).map(withTexts);

async function bookWithSms(start: string, locale = 'de') {
  const { status, body } = await book(t().app, salon, bookingBody(salon, { start, reminder: 'sms', locale }));
  expect(status).toBe(201);
  return z.parse(createAppointmentResponseSchema, body).results;
}

describe('SMS reminders of an appointment', () => {
  it('sends the confirmation by email at once and the reminder by SMS once its time has come', async () => {
    const { appointment, manage_token } = await bookWithSms('2026-03-04T10:00:00+01:00');
    const { mails, sms, sender } = transports();
    expect(await sender.sendDue()).toBe(1);
    expect(mails.map((m) => m.subject)).toEqual(['Bestätigt: Cut bei Ana, Mittwoch, 4. März 2026 um 10:00 MEZ']);
    expect(sms).toEqual([]);

    // The same wall time the day before, in the branch's zone: 10:00 Berlin on Tuesday.
    t().clock.set(new Date('2026-03-03T08:59:59Z'));
    expect(await sender.sendDue()).toBe(0);
    t().clock.set(new Date('2026-03-03T09:00:00Z'));
    expect(await sender.sendDue()).toBe(1);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.to).toBe('+493012345670');
    expect(sms[0]?.text).toBe(
      `Erinnerung: Mi., 4. März, 10:00, Cut bei Ana, Main\nVerwalten: http://localhost:3000/sms-salon/main/${manage_token}`,
    );
    expect(gsmLength(sms[0]?.text ?? '')).toBeLessThanOrEqual(160);
    expect(mails).toHaveLength(1);
    const [row] = await reminders(appointment.id);
    expect(row).toMatchObject({ channel: 'sms', status: 'sent', recipient: '+493012345670' });

    // Sent once: a later run finds nothing.
    t().clock.advance(24 * 3_600_000);
    expect(await sender.sendDue()).toBe(0);
  });

  it('writes the SMS in the language the customer booked in', async () => {
    const { appointment } = await bookWithSms('2026-03-05T10:00:00+01:00', 'en');
    const [row] = await reminders(appointment.id);
    expect(row?.text_body).toMatch(
      /^Reminder: Thu 5 Mar, 10:00, Cut with Ana, Main\nManage: http:\/\/localhost:3000\//,
    );
  });

  it('moves the SMS reminder on reschedule, and drops it on cancel: nothing is sent at the old or new time', async () => {
    const { appointment, manage_token } = await bookWithSms('2026-03-09T10:00:00+01:00');
    const moved = await manage(
      t().app,
      salon,
      manage_token,
      '/reschedule',
      post({ start: '2026-03-10T15:00:00+01:00' }),
    );
    expect(moved.status).toBe(200);
    let rows = await reminders(appointment.id);
    expect(rows.map((r) => [r.channel, r.status, r.send_after.toISOString()])).toEqual([
      ['sms', 'dropped', '2026-03-08T09:00:00.000Z'],
      ['sms', 'pending', '2026-03-09T14:00:00.000Z'],
    ]);
    expect(rows[1]?.text_body).toContain('Di., 10. März, 15:00');
    expect(rows[1]?.text_body).toContain(`/sms-salon/main/${manage_token}`);

    const { sms, sender } = transports();
    t().clock.set(new Date('2026-03-08T09:00:00Z'));
    await sender.sendDue();
    expect(sms).toEqual([]);

    expect((await manage(t().app, salon, manage_token, '/cancel', post())).status).toBe(200);
    rows = await reminders(appointment.id);
    expect(rows.map((r) => r.status)).toEqual(['dropped', 'dropped']);
    t().clock.set(new Date('2026-03-09T14:00:00Z'));
    await sender.sendDue();
    expect(sms).toEqual([]);
  });

  it('is claimed like an email: two senders at once send it once', async () => {
    await bookWithSms('2026-03-11T10:00:00+01:00');
    t().clock.set(new Date('2026-03-10T09:00:00Z'));
    const first = transports();
    const second = transports();
    // Due now: the confirmation (email) and the reminder (SMS).
    expect((await Promise.all([first.sender.sendDue(), second.sender.sendDue()])).reduce((a, b) => a + b)).toBe(2);
    expect([...first.sms, ...second.sms]).toHaveLength(1);
    expect([...first.mails, ...second.mails]).toHaveLength(1);
  });
});

describe('SMS reminders of a reservation', () => {
  it('reminds the guest by SMS, and moves the reminder with the reservation', async () => {
    const restaurant = await createTestRestaurant(t().db, 'sms-kitchen');
    const made = await reserve(
      t().app,
      restaurant,
      reservationBody({ start: '2026-03-12T19:00:00+01:00', reminder: 'sms', locale: 'en' }),
    );
    expect(made.status).toBe(201);
    const { reservation, manage_token } = z.parse(createReservationResponseSchema, made.body).results;
    const moved = await manageReservation(t().app, restaurant, manage_token, '/reschedule', {
      start: '2026-03-13T20:00:00+01:00',
    });
    expect(moved.status).toBe(200);
    const rows = await reminders(reservation.id);
    expect(rows.map((r) => [r.status, r.send_after.toISOString()])).toEqual([
      ['dropped', '2026-03-11T18:00:00.000Z'],
      ['pending', '2026-03-12T19:00:00.000Z'],
    ]);
    const { sms, sender } = transports();
    t().clock.set(new Date('2026-03-12T19:00:00Z'));
    await sender.sendDue();
    expect(sms.map((m) => m.text)).toEqual([
      `Reminder: Fri 13 Mar, 20:00, Table for 2 guests, Main\nManage: http://localhost:3000/sms-kitchen/main/${manage_token}`,
    ]);
  });
});

describe('the file SMS transport', () => {
  it('writes each SMS as a file named by its Message-ID, and logs a line', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sms-'));
    const log = rs.spyOn(console, 'info').mockImplementation(() => {});
    try {
      const transport = createFileSmsTransport(join(dir, 'sms'));
      await transport.send({ messageId: '<abc@booking-api>', to: '+493012345670', text: 'Erinnerung: morgen' });
      expect(await readdir(join(dir, 'sms'))).toEqual(['abc@booking-api.txt']);
      expect(await readFile(join(dir, 'sms', 'abc@booking-api.txt'), 'utf8')).toBe(
        'To: +493012345670\nMessage-ID: <abc@booking-api>\n\nErinnerung: morgen\n',
      );
      expect(log).toHaveBeenCalledWith(expect.stringContaining('SMS to +493012345670'));
    } finally {
      log.mockRestore();
      await rm(dir, { recursive: true });
    }
  });
});
