import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAppointmentResponseSchema } from '@booking/shared/contract/appointments';
import { beforeAll, beforeEach, describe, expect, it, rs } from '@rstest/core';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import * as z from 'zod/mini';
import { claimDueMessage } from '../src/db/outbox-repo';
import { createMailTransport } from '../src/messages/mail-transport';
import { createOutboxSender, OUTBOX_LEASE_MS, type OutgoingMail } from '../src/messages/outbox-sender';
import { book, bookingBody, hold, manage, post } from './helpers/booking-calls';
import { TEXT_COLUMNS, withTexts } from './helpers/outbox-texts';
import { useTestApp } from './helpers/test-app';
import { createTestRestaurant, reservationBody, reserve, type TestRestaurant } from './helpers/test-restaurant';
import { createTestSalon, TEST_NOW, type TestSalon } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let salon: TestSalon;
let restaurant: TestRestaurant;
beforeAll(async () => {
  salon = await createTestSalon(t().db, 'mail-salon');
  restaurant = await createTestRestaurant(t().db, 'mail-kitchen');
});
beforeEach(async () => {
  t().clock.set(TEST_NOW);
  // Each test reads only its own messages: the ones before are sent or out of the way.
  await t().db.query(
    "UPDATE outbox_messages SET status = 'sent', finished_at = now() WHERE status IN ('pending', 'sending')",
  );
});

type Row = Parameters<typeof withTexts>[0] & { status: string; send_after: Date; message_id: string };
const outbox = async (bookingId: string) =>
  (
    await t().db.query<Row>(
      `SELECT ${TEXT_COLUMNS}, status, send_after, message_id FROM outbox_messages
        WHERE booking_id = $1 ORDER BY kind, send_after`,
      [bookingId],
    )
  ).map(withTexts);

/** A transport that keeps what it is given: the process boundary of these tests. */
function recorder() {
  const sent: OutgoingMail[] = [];
  return { sent, send: async (mail: OutgoingMail) => void sent.push(mail) };
}
/** No test here chooses SMS reminders (sms-reminders.test.ts does): an SMS would be a bug. */
const noSms = {
  send: async () => {
    throw new Error('no SMS expected');
  },
};
const senderWith = (send: (mail: OutgoingMail) => Promise<void>) =>
  createOutboxSender({ db: t().db, send, sms: noSms, now: t().clock.now });

async function bookAna(start: string, extra: Record<string, unknown> = {}) {
  const { body } = await book(t().app, salon, bookingBody(salon, { start, ...extra }));
  return z.parse(createAppointmentResponseSchema, body).results;
}

describe('messages of an appointment', () => {
  it('writes the confirmation (manage link, .ics) and the reminder the day before, in German by default', async () => {
    const { appointment, manage_token } = await bookAna('2026-03-04T10:00:00+01:00');
    const rows = await outbox(appointment.id);
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ['confirmation', 'pending'],
      ['reminder', 'pending'],
    ]);
    expect(rows[0]?.text_body).toContain(`http://localhost:3000/mail-salon/main/${manage_token}`);
    expect(rows[1]?.send_after.toISOString()).toBe('2026-03-03T09:00:00.000Z');

    const { sent, send } = recorder();
    expect(await senderWith(send).sendDue()).toBe(1);
    expect(sent[0]).toMatchObject({ to: 'eva@example.com', messageId: rows[0]?.message_id });
    expect(sent[0]?.ics).toMatchObject({ method: null, content: expect.not.stringContaining('METHOD') });
    t().clock.set(new Date('2026-03-03T09:00:00Z'));
    expect(await senderWith(send).sendDue()).toBe(1);
    expect(sent[1]?.subject).toBe('Erinnerung: Cut bei Ana, Mittwoch, 4. März 2026 um 10:00 MEZ');
    expect(sent[0]?.text).toContain('Preis: 30,00\u00a0€');
  });

  it('writes in the language the customer booked in, through a hold too, and keeps it on the booking', async () => {
    const held = await hold(t().app, salon, {
      services: [salon.services.cut],
      employee_id: salon.employees.ana,
      start: '2026-03-16T10:00:00+01:00',
    });
    const token = (held.body as { results: { hold: { token: string } } }).results.hold.token;
    const { appointment } = await bookAna('2026-03-16T10:00:00+01:00', { hold_token: token, locale: 'en' });
    const rows = await outbox(appointment.id);
    expect(rows.map((r) => r.subject)).toEqual([
      'Confirmed: Cut with Ana, Monday, March 16, 2026 at 10:00 AM GMT+1',
      'Reminder: Cut with Ana, Monday, March 16, 2026 at 10:00 AM GMT+1',
    ]);
    expect(rows[0]?.text_body).toContain('Price: €30.00');
    const [stored] = await t().db.query('SELECT locale FROM appointments WHERE id = $1', [appointment.id]);
    expect(stored).toEqual({ locale: 'en' });
  });

  it('refuses a language the booking site does not have', async () => {
    const { status, body } = await book(
      t().app,
      salon,
      bookingBody(salon, { start: '2026-03-16T11:00:00+01:00', locale: 'fr' }),
    );
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('"locale"');
  });

  it('moves the reminder on reschedule and drops it on cancel, each with an update', async () => {
    const { appointment, manage_token } = await bookAna('2026-03-05T10:00:00+01:00', { locale: 'en' });
    await manage(t().app, salon, manage_token, '/reschedule', post({ start: '2026-03-06T15:00:00+01:00' }));
    let rows = await outbox(appointment.id);
    expect(rows.filter((r) => r.kind === 'reminder').map((r) => [r.status, r.send_after.toISOString()])).toEqual([
      ['dropped', '2026-03-04T09:00:00.000Z'],
      ['pending', '2026-03-05T14:00:00.000Z'],
    ]);
    const update = rows.find((r) => r.kind === 'update');
    expect(update?.subject).toBe('Moved: Cut with Ana, now Friday, March 6, 2026 at 3:00 PM GMT+1');
    // Moved through the manage link: the update carries it.
    expect(update?.text_body).toContain(`http://localhost:3000/mail-salon/main/${manage_token}`);

    await manage(t().app, salon, manage_token, '/cancel', post());
    rows = await outbox(appointment.id);
    expect(rows.filter((r) => r.kind === 'reminder').map((r) => r.status)).toEqual(['dropped', 'dropped']);
    expect(rows.filter((r) => r.kind === 'cancellation')).toHaveLength(1);
    const { sent, send } = recorder();
    await senderWith(send).sendDue();
    const status = (m: OutgoingMail) => m.ics?.content.match(/STATUS:(\w+)/)?.[1];
    expect(sent.map((m) => [m.subject.split(':')[0], status(m)]).sort()).toEqual([
      ['Cancelled', 'CANCELLED'],
      ['Confirmed', 'CONFIRMED'],
      ['Moved', 'CONFIRMED'],
    ]);
  });

  it('writes no reminder when none was chosen', async () => {
    const { body } = await book(
      t().app,
      salon,
      bookingBody(salon, { start: '2026-03-09T10:00:00+01:00', reminder: 'none' }),
    );
    const { appointment } = z.parse(createAppointmentResponseSchema, body).results;
    expect((await outbox(appointment.id)).map((r) => r.kind)).toEqual(['confirmation']);
  });
});

describe('messages of a reservation', () => {
  it('confirms with a link and a reminder, and tells of a cancellation', async () => {
    const made = await reserve(
      t().app,
      restaurant,
      reservationBody({ start: '2026-03-10T19:00:00+01:00', locale: 'en' }),
    );
    const { reservation, manage_token } = (
      made.body as { results: { reservation: { id: string }; manage_token: string } }
    ).results;
    let rows = await outbox(reservation.id);
    expect(rows.map((r) => r.kind)).toEqual(['confirmation', 'reminder']);
    expect(rows[0]?.subject).toContain('Table for 2 guests');
    expect(rows[0]?.text_body).toContain(`/mail-kitchen/main/${manage_token}`);
    expect(rows[1]?.send_after.toISOString()).toBe('2026-03-09T18:00:00.000Z');
    expect(await t().db.query('SELECT locale FROM reservations WHERE id = $1', [reservation.id])).toEqual([
      { locale: 'en' },
    ]);
    await t().app.request(`/v0/organizations/mail-kitchen/reservations/${manage_token}/cancel`, { method: 'POST' });
    rows = await outbox(reservation.id);
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ['cancellation', 'pending'],
      ['confirmation', 'pending'],
      ['reminder', 'dropped'],
    ]);
  });
});

describe('the outbox across a crash', () => {
  it('sends a message claimed by a sender that died once more, with the same Message-ID, and then never again', async () => {
    const { appointment } = await bookAna('2026-03-11T10:00:00+01:00');
    const [confirmation] = await outbox(appointment.id);
    // A sender claims it, hands it to SMTP, and dies before recording that it was sent.
    const claimed = await claimDueMessage(t().db, TEST_NOW, new Date(TEST_NOW.getTime() - OUTBOX_LEASE_MS));
    expect(claimed?.message_id).toBe(confirmation?.message_id);

    const { sent, send } = recorder();
    expect(await senderWith(send).sendDue()).toBe(0); // still leased to the dead sender
    t().clock.advance(OUTBOX_LEASE_MS);
    expect(await senderWith(send).sendDue()).toBe(1);
    expect(sent.map((m) => m.messageId)).toEqual([confirmation?.message_id]);
    t().clock.advance(OUTBOX_LEASE_MS);
    expect(await senderWith(send).sendDue()).toBe(0);
    expect((await outbox(appointment.id))[0]?.status).toBe('sent');
  });

  it('sends again after a crash only the message that was in flight, not those sent before it', async () => {
    const hours = ['10', '11', '12', '13', '14'];
    for (const hour of hours) await bookAna(`2026-03-25T${hour}:00:00+01:00`);
    // The third message is handed over and the sender dies with it: its send never returns,
    // so nothing after it runs, as when the process is killed there.
    const before = recorder();
    let died = () => {};
    const dead = new Promise<void>((resolve) => {
      died = resolve;
    });
    const dying = senderWith(async (mail) => {
      await before.send(mail);
      if (before.sent.length < 3) return;
      died();
      await new Promise<never>(() => {});
    });
    void dying.sendDue();
    await dead;

    // Another sender at once: the two never claimed, not the one the dead sender holds.
    const { sent, send } = recorder();
    expect(await senderWith(send).sendDue()).toBe(2);
    t().clock.advance(OUTBOX_LEASE_MS);
    expect(await senderWith(send).sendDue()).toBe(1);

    const twice = sent.filter((mail) => before.sent.some((earlier) => earlier.messageId === mail.messageId));
    expect(twice.map((mail) => mail.messageId)).toEqual([before.sent[2]?.messageId]);
    expect(new Set([...before.sent, ...sent].map((mail) => mail.messageId)).size).toBe(hours.length);
  });

  it('tries again later after a transport error, and gives up after five attempts', async () => {
    const { appointment } = await bookAna('2026-03-12T10:00:00+01:00');
    const failing = senderWith(async () => {
      throw new Error('421 try later');
    });
    // The sender logs each failure; here they are expected.
    const log = rs.spyOn(console, 'error').mockImplementation(() => {});
    for (let attempt = 0; attempt < 5; attempt++) {
      await failing.sendDue();
      t().clock.advance(60 * 60_000);
    }
    const [row] = await t().db.query<{ status: string; attempts: number; last_error: string }>(
      "SELECT status, attempts, last_error FROM outbox_messages WHERE booking_id = $1 AND kind = 'confirmation'",
      [appointment.id],
    );
    expect(row).toEqual({ status: 'failed', attempts: 5, last_error: 'Error: 421 try later' });
    expect(log).toHaveBeenCalledTimes(5);
    log.mockRestore();
  });
});

describe('messages composed when they are sent', () => {
  /** A row as a release before 0012 wrote it (texts), or with content as given. */
  async function insertRow(fields: { content?: unknown; ics?: string }) {
    const id = randomUUID();
    const texts = fields.content === undefined;
    await t().db.query(
      `INSERT INTO outbox_messages (id, organization_id, message_id, kind, booking_kind, booking_id, recipient,
              content, subject, text_body, ics, ics_method, send_after, status, created_at)
       VALUES ($1, $2, $3, 'confirmation', 'appointment', $4, 'old@example.com', $5::text::jsonb, $6, $7, $8, $9,
               $10, 'pending', $10)`,
      [
        id,
        salon.organizationId,
        `<${id}@booking-api>`,
        randomUUID(),
        texts ? null : JSON.stringify(fields.content),
        texts ? 'Old subject' : null,
        texts ? 'Old text' : null,
        fields.ics ?? null,
        fields.ics ? 'REQUEST' : null,
        TEST_NOW,
      ],
    );
    return `<${id}@booking-api>`;
  }

  it('keeps in the booking statement what the texts are composed from, not the texts', async () => {
    const { appointment, manage_token } = await bookAna('2026-03-17T10:00:00+01:00');
    const rows = await t().db.query<{ subject: null; text_body: null; ics: null; content: Record<string, unknown> }>(
      "SELECT subject, text_body, ics, content FROM outbox_messages WHERE booking_id = $1 AND kind = 'confirmation'",
      [appointment.id],
    );
    expect(rows).toEqual([
      {
        subject: null,
        text_body: null,
        ics: null,
        content: expect.objectContaining({
          type: 'booking',
          change: 'booked',
          stamp: TEST_NOW.getTime(),
          link: `http://localhost:3000/mail-salon/main/${manage_token}`,
          summary: expect.objectContaining({ id: appointment.id, email: 'eva@example.com', locale: 'de' }),
        }),
      },
    ]);
  });

  it('sends a message written with its texts before 0012 as it was written', async () => {
    const messageId = await insertRow({ ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' });
    const { sent, send } = recorder();
    expect(await senderWith(send).sendDue()).toBe(1);
    expect(sent).toEqual([
      {
        messageId,
        to: 'old@example.com',
        subject: 'Old subject',
        text: 'Old text',
        ics: { content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', method: 'REQUEST' },
      },
    ]);
  });

  it('fails a message whose content cannot be composed at once, with why, and sends the rest', async () => {
    const broken = await insertRow({ content: { type: 'booking', change: 'booked' } });
    const { appointment } = await bookAna('2026-03-18T10:00:00+01:00', { reminder: 'none' });
    const log = rs.spyOn(console, 'error').mockImplementation(() => {});
    const { sent, send } = recorder();
    expect(await senderWith(send).sendDue()).toBe(1);
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
    expect(sent.map((m) => m.to)).toEqual(['eva@example.com']);
    const [row] = await t().db.query<{ status: string; attempts: number; last_error: string }>(
      'SELECT status, attempts, last_error FROM outbox_messages WHERE message_id = $1',
      [broken],
    );
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.last_error).toMatch(/^cannot compose the message: content does not fit the schema: summary: /);
    expect((await outbox(appointment.id)).map((r) => r.status)).toEqual(['sent']);
  });
});

describe('SMTP delivery', () => {
  it('delivers the confirmation to a real SMTP server, with its Message-ID and a valid .ics', async () => {
    const received: Buffer[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const address = server.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const { appointment } = await bookAna('2026-03-13T10:00:00+01:00');
      const [confirmation] = await outbox(appointment.id);
      const send = createMailTransport({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        mailDir: '',
        from: 'Salon <salon@example.com>',
      });
      expect(await senderWith(send).sendDue()).toBe(1);

      expect(received).toHaveLength(1);
      const mail = await simpleParser(received[0] ?? Buffer.alloc(0));
      expect(mail.messageId).toBe(confirmation?.message_id);
      expect(mail.subject).toBe(confirmation?.subject);
      expect(mail.text).toContain('Ihre Buchung ist bestätigt');
      expect(mail.subject).toContain('Freitag, 13. März 2026');
      const ics = mail.attachments.find((a) => a.filename === 'booking.ics');
      expect(ics?.contentType).toBe('text/calendar');
      const calendar = new ICAL.Component(ICAL.parse(ics?.content.toString('utf8') ?? ''));
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
      expect(event.uid).toBe(`${appointment.id}@booking-api`);
      expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-13T09:00:00.000Z');
      expect(event.endDate.toJSDate().toISOString()).toBe('2026-03-13T09:30:00.000Z');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('file delivery', () => {
  it('writes the confirmation as an .eml named by its Message-ID, with the .ics, into a folder it makes', async () => {
    const root = await mkdtemp(join(tmpdir(), 'mail-test-'));
    const log = rs.spyOn(console, 'info').mockImplementation(() => {});
    try {
      const { appointment } = await bookAna('2026-03-13T11:00:00+01:00');
      const [confirmation] = await outbox(appointment.id);
      const mailDir = join(root, 'mail');
      const send = createMailTransport({ smtpUrl: null, mailDir, from: 'Salon <salon@example.com>' });
      expect(await senderWith(send).sendDue()).toBe(1);

      const [file] = await readdir(mailDir);
      expect(file).toBe(`${confirmation?.message_id.replace(/[<>]/g, '')}.eml`);
      const mail = await simpleParser(await readFile(join(mailDir, file ?? '')));
      expect(mail.messageId).toBe(confirmation?.message_id);
      expect(mail.subject).toBe(confirmation?.subject);
      expect(mail.text).toContain('Ihre Buchung ist bestätigt');
      expect(mail.attachments.map((a) => a.filename)).toEqual(['booking.ics']);
      expect(log).toHaveBeenCalledTimes(1);
    } finally {
      log.mockRestore();
      await rm(root, { recursive: true, force: true });
    }
  });
});
