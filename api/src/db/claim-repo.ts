import type { Contact, CreateAppointmentRequest } from '@booking/shared/contract/appointment-requests';
import type { BookingPolicy } from '@booking/shared/contract/booking-policy';
import type { Db } from './db';
import { insertOutboxSql, type OutboxRow } from './outbox-repo';
import type { ServiceSnapshot } from './service-snapshot';

/** A claim on an employee's time: a hold, or an appointment booked directly. */
export type NewClaim = {
  id: string;
  organizationId: string;
  branchId: string;
  employeeId: string;
  start: Date;
  end: Date;
  services: ServiceSnapshot[];
  priceMinor: number;
  currency: string;
  createdAt: Date;
} & ({ kind: 'hold'; holdTokenHash: string; holdExpiresAt: Date } | { kind: 'booking'; booking: BookingDetails });

export type BookingDetails = {
  manageTokenHash: string;
  contact: Contact;
  reminder: CreateAppointmentRequest['reminder'];
  payment: CreateAppointmentRequest['payment'];
  locale: CreateAppointmentRequest['locale'];
  policy: BookingPolicy;
  /** Online payment: the slot is kept until then unless paid. */
  paymentDueAt: Date | null;
};

/** Marks an idempotency key done in the same statement that writes the appointment. */
export type KeyCompletion = {
  organizationId: string;
  key: string;
  status: number;
  body: unknown;
  /**
   * The answer to store instead if the statement writes nothing (the range is taken), so a
   * lost race needs no statement of its own to store it; `stored` is then called.
   */
  ifTaken?: { status: number; body: unknown; stored: () => void };
};

/**
 * One INSERT, so it needs no transaction. False when the exclusion constraint refuses the
 * range (a live claim of the employee, or an expired hold not yet purged). ON CONFLICT DO
 * NOTHING takes the constraint as arbiter without raising 23P01: two bookings inserting
 * overlapping rows at the same instant then never deadlock on each other (plain INSERTs
 * can, and PostgreSQL needs a second to notice), and nothing is left for a catch block.
 * The other unique columns are random 128+ bit values, so a conflict is the constraint.
 */
export async function insertClaim(
  db: Db,
  claim: NewClaim,
  completion?: KeyCompletion,
  mail?: readonly OutboxRow[],
): Promise<boolean> {
  const row: Record<string, unknown> = {
    id: claim.id,
    organization_id: claim.organizationId,
    branch_id: claim.branchId,
    employee_id: claim.employeeId,
    status: claim.kind === 'hold' ? 'held' : 'booked',
    services: JSON.stringify(claim.services),
    price_minor: claim.priceMinor,
    currency: claim.currency,
    created_at: claim.createdAt,
    updated_at: claim.createdAt,
    ...(claim.kind === 'hold'
      ? { hold_token_hash: claim.holdTokenHash, hold_expires_at: claim.holdExpiresAt }
      : bookingColumns(claim.booking)),
  };
  const columns = Object.keys(row);
  const values = Object.values(row);
  const placeholders = columns.map((column, i) => (JSON_COLUMNS.has(column) ? `$${i + 1}::text::jsonb` : `$${i + 1}`));
  const insert = `INSERT INTO appointments (${columns.join(', ')}, during)
                  VALUES (${placeholders.join(', ')}, tstzrange($${values.length + 1}, $${values.length + 2}, '[)'))
                  ON CONFLICT DO NOTHING`;
  return (
    (await withCompletion(db, `${insert} RETURNING id`, [...values, claim.start, claim.end], completion, mail)) > 0
  );
}

/**
 * Turns a hold into the appointment in place: the range never becomes free in between, so
 * this cannot fail as slot_taken. False when the hold no longer exists (an expired hold
 * whose range someone else has since taken).
 */
export async function convertHold(
  db: Db,
  organizationId: string,
  holdTokenHash: string,
  booking: BookingDetails,
  updatedAt: Date,
  completion?: KeyCompletion,
  mail?: readonly OutboxRow[],
): Promise<boolean> {
  const columns = bookingColumns(booking);
  const names = Object.keys(columns);
  const sets = names.map((name, i) => `${name} = $${i + 1}${JSON_COLUMNS.has(name) ? '::text::jsonb' : ''}`);
  const n = names.length;
  const update = `UPDATE appointments
      SET status = 'booked', hold_token_hash = NULL, hold_expires_at = NULL,
          ${sets.join(', ')}, created_at = $${n + 1}, updated_at = $${n + 1}
    WHERE organization_id = $${n + 2} AND hold_token_hash = $${n + 3} AND status = 'held'
    RETURNING id`;
  const params = [...Object.values(columns), updatedAt, organizationId, holdTokenHash];
  return (await withCompletion(db, update, params, completion, mail)) > 0;
}

const JSON_COLUMNS = new Set(['services', 'policy']);

function bookingColumns(booking: BookingDetails): Record<string, unknown> {
  return {
    manage_token_hash: booking.manageTokenHash,
    first_name: booking.contact.first_name,
    last_name: booking.contact.last_name,
    email: booking.contact.email,
    phone: booking.contact.phone,
    comment: booking.contact.comment ?? null,
    reminder: booking.reminder,
    payment: booking.payment,
    locale: booking.locale,
    policy: JSON.stringify(booking.policy),
    payment_due_at: booking.paymentDueAt,
  };
}

/**
 * Runs a statement that RETURNs id; with a completion, the key is marked done by it too,
 * and with mail, the outbox rows are written by it too: the booking, its key and its
 * messages are one statement, so none exists without the others.
 */
export async function withCompletion(
  db: Db,
  statement: string,
  params: unknown[],
  completion?: KeyCompletion,
  mail: readonly OutboxRow[] = [],
) {
  if (!completion && mail.length === 0) return (await db.query(statement, params)).length;
  const all = [...params];
  const ctes = [`claim AS (${statement})`];
  const ifTaken = completion?.ifTaken;
  if (completion && ifTaken) {
    const n = all.push(
      completion.status,
      JSON.stringify(completion.body),
      ifTaken.status,
      JSON.stringify(ifTaken.body),
      completion.organizationId,
      completion.key,
    );
    const written = 'EXISTS (SELECT 1 FROM claim)';
    ctes.push(`done AS (UPDATE idempotency_keys k
                      SET state = 'done',
                          response_status = CASE WHEN ${written} THEN $${n - 5}::int ELSE $${n - 3}::int END,
                          response_body = (CASE WHEN ${written} THEN $${n - 4}::text ELSE $${n - 2}::text END)::jsonb
                    WHERE k.organization_id = $${n - 1} AND k.key = $${n})`);
  } else if (completion) {
    const n = all.push(completion.status, JSON.stringify(completion.body), completion.organizationId, completion.key);
    ctes.push(`done AS (UPDATE idempotency_keys k
                      SET state = 'done', response_status = $${n - 3}, response_body = $${n - 2}::text::jsonb
                     FROM claim
                    WHERE k.organization_id = $${n - 1} AND k.key = $${n})`);
  }
  if (mail.length > 0) {
    const n = all.push(JSON.stringify(mail));
    ctes.push(`mail AS (${insertOutboxSql(n, 'EXISTS (SELECT 1 FROM claim)')})`);
  }
  const written = (await db.query(`WITH ${ctes.join(',\n')} SELECT id FROM claim`, all)).length;
  if (written === 0) ifTaken?.stored();
  return written;
}
