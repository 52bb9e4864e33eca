import { randomUUID } from 'node:crypto';
import type { AppointmentStatus } from '@booking/shared/contract/appointments';
import type { MessageKind, PlannedMessage } from '../domain/messages/booking-message-plan';
import type { MessageContent } from '../domain/messages/message-content';
import type { ReleaseBooking } from '../domain/messages/release-message';
import type { ReminderBooking } from '../domain/messages/reminder-still-due';
import type { Db } from './db';
import { rawSql, runSql, sql } from './sql';

/**
 * A row of `outbox_messages` as JSON, for `json_populate_recordset`: a column left out is
 * NULL (its default does not apply), so every NOT NULL column is given.
 */
export type OutboxRow = Record<string, unknown>;

/**
 * The rows of messages caused by one change. They keep the content the sender composes
 * the texts from (subject, text_body, ics stay NULL): composing them here cost the booking
 * request CPU and made its INSERT bigger (docs/decisions/0014).
 */
export function outboxRows(messages: readonly PlannedMessage[], content: MessageContent, now: Date): OutboxRow[] {
  return messages.map((m) => {
    const id = randomUUID();
    return {
      id,
      organization_id: m.organizationId,
      message_id: `<${id}@booking-api>`,
      kind: m.kind,
      booking_kind: m.bookingKind,
      booking_id: m.bookingId,
      recipient: m.recipient,
      channel: m.channel,
      content,
      send_after: new Date(m.sendAfter).toISOString(),
      status: 'pending',
      attempts: 0,
      created_at: now.toISOString(),
    };
  });
}

/** The INSERT of outbox rows passed as one JSON parameter, for a CTE or on its own. */
export const insertOutboxSql = (rows: readonly OutboxRow[], onlyIf = rawSql('true')) =>
  sql`INSERT INTO outbox_messages SELECT r.* FROM json_populate_recordset(NULL::outbox_messages, ${JSON.stringify(rows)}::text::json) r WHERE ${onlyIf}`;

export async function insertOutboxMessages(db: Db, rows: readonly OutboxRow[]): Promise<void> {
  if (rows.length === 0) return;
  await runSql(db, insertOutboxSql(rows));
}

/** The reminder still waiting for a booking is not sent (the booking moved or was cancelled). */
export async function dropReminder(db: Db, bookingKind: string, bookingId: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE outbox_messages SET status = 'dropped', finished_at = $3
      WHERE booking_kind = $1 AND booking_id = $2 AND kind = 'reminder' AND status = 'pending'`,
    [bookingKind, bookingId, now],
  );
}

export type DueMessage = {
  id: string;
  message_id: string;
  kind: MessageKind;
  channel: 'email' | 'sms';
  recipient: string;
  /** What the texts are composed from (`messageContentSchema`, unchecked here); null in rows that keep their texts. */
  content: unknown;
  /** The texts of rows written before 0012, else null; the subject is null for an SMS. */
  subject: string | null;
  text_body: string | null;
  ics: string | null;
  ics_method: 'REQUEST' | 'CANCEL' | null;
  attempts: number;
};

/**
 * Claims the next message that is due: a pending one, or one a sender claimed but did not
 * finish within the lease (it died). The claimed row is `sending` until marked; other
 * senders skip it (SKIP LOCKED while claiming, the lease afterwards). One row per claim, its
 * own committed write just before it is handed over: a sender that dies leaves only the
 * message it was sending unsure, not a batch (decision 0079).
 */
export async function claimDueMessage(db: Db, now: Date, leaseStart: Date): Promise<DueMessage | null> {
  const [claimed] = await db.query<DueMessage>(
    `UPDATE outbox_messages SET status = 'sending', claimed_at = $1, attempts = attempts + 1
      WHERE id IN (SELECT id FROM outbox_messages
                    WHERE (status = 'pending' AND send_after <= $1) OR (status = 'sending' AND claimed_at <= $2)
                    ORDER BY send_after LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id, message_id, kind, channel, recipient, content, subject, text_body, ics, ics_method, attempts`,
    [now, leaseStart],
  );
  return claimed ?? null;
}

/**
 * The bookings of claimed reminders, by message id, as `reminderStillDue` reads them; a
 * booking that no longer exists (or is only a hold) is null.
 */
export async function findReminderBookings(
  db: Db,
  messageIds: readonly string[],
): Promise<{ id: string; booking: ReminderBooking }[]> {
  const rows = await db.query<{
    id: string;
    booking_kind: 'appointment' | 'reservation';
    appointment_status: string | null;
    payment_due_at: Date | null;
    reservation_status: string | null;
  }>(
    `SELECT o.id, o.booking_kind, a.status AS appointment_status, a.payment_due_at, r.status AS reservation_status
       FROM outbox_messages o
       LEFT JOIN appointments a ON o.booking_kind = 'appointment' AND a.id = o.booking_id AND a.status <> 'held'
       LEFT JOIN reservations r ON o.booking_kind = 'reservation' AND r.id = o.booking_id
      WHERE o.id IN (SELECT value::uuid FROM json_array_elements_text($1::text::json))`,
    [JSON.stringify(messageIds)],
  );
  return rows.map((row) => {
    if (row.booking_kind === 'appointment') {
      const status = row.appointment_status as Extract<ReminderBooking, { kind: 'appointment' }>['status'] | null;
      return {
        id: row.id,
        booking: status && { kind: 'appointment', status, payment_due_at: row.payment_due_at },
      };
    }
    const status = row.reservation_status as Extract<ReminderBooking, { kind: 'reservation' }>['status'] | null;
    return { id: row.id, booking: status && { kind: 'reservation', status } };
  });
}

/** Claimed reminders that will not be sent (their booking is gone): dropped, as a cancellation drops them. */
export async function markDropped(db: Db, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `UPDATE outbox_messages SET status = 'dropped', finished_at = $2
      WHERE id IN (SELECT value::uuid FROM json_array_elements_text($1::text::json)) AND status = 'sending'`,
    [JSON.stringify(ids), now],
  );
}

/** Recorded as soon as the transport took it: until then a crash sends it once more. */
export async function markSent(db: Db, id: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE outbox_messages SET status = 'sent', sent_at = $2, finished_at = $2 WHERE id = $1 AND status = 'sending'`,
    [id, now],
  );
}

/** A transport error: tried again later, or given up after `maxAttempts`. */
export async function markFailedAttempt(
  db: Db,
  id: string,
  error: string,
  retryAt: Date,
  maxAttempts: number,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE outbox_messages
        SET status = CASE WHEN attempts >= $4 THEN 'failed' ELSE 'pending' END, send_after = $3, last_error = $2,
            finished_at = CASE WHEN attempts >= $4 THEN $5::timestamptz END
      WHERE id = $1 AND status = 'sending'`,
    [id, error.slice(0, 1000), retryAt, maxAttempts, now],
  );
}

/** A message that no attempt could send (its content cannot be composed): failed at once. */
export async function markFailed(db: Db, id: string, error: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE outbox_messages SET status = 'failed', last_error = $2, finished_at = $3
      WHERE id = $1 AND status = 'sending'`,
    [id, error.slice(0, 1000), now],
  );
}

/**
 * One batch of rows that finished (sent, dropped, failed) before `before`, oldest first,
 * through the partial index on finished_at. SKIP LOCKED: replicas pruning at the same time
 * take different rows instead of waiting for each other.
 */
export const PRUNE_OUTBOX_SQL = `DELETE FROM outbox_messages
  WHERE id IN (SELECT id FROM outbox_messages
                WHERE status IN ('sent', 'dropped', 'failed') AND finished_at < $1
                ORDER BY finished_at LIMIT $2 FOR UPDATE SKIP LOCKED)
  RETURNING id`;

/** Deletes one batch (see PRUNE_OUTBOX_SQL); returns how many rows went. */
export async function pruneOutboxBatch(db: Db, before: Date, limit: number): Promise<number> {
  return (await db.query(PRUNE_OUTBOX_SQL, [before, limit])).length;
}

/** The appointments that claimed release emails are about, as `releaseStillDue` reads them. */
export async function findReleaseBookings(
  db: Db,
  messageIds: readonly string[],
): Promise<{ id: string; booking: ReleaseBooking }[]> {
  const rows = await db.query<{
    id: string;
    status: AppointmentStatus | null;
    payment_due_at: Date | null;
    cancelled_by: string | null;
  }>(
    `SELECT o.id, a.status, a.payment_due_at, a.cancelled_by
       FROM outbox_messages o
       LEFT JOIN appointments a ON o.booking_kind = 'appointment' AND a.id = o.booking_id AND a.status <> 'held'
      WHERE o.id IN (SELECT value::uuid FROM json_array_elements_text($1::text::json))`,
    [JSON.stringify(messageIds)],
  );
  return rows.map(({ id, status, payment_due_at, cancelled_by }) => ({
    id,
    booking: status && { status, payment_due_at, cancelled_by },
  }));
}
