import type { Contact, CreateAppointmentRequest } from '@booking/shared/contract/appointment-requests';
import type { BookingPolicy } from '@booking/shared/contract/booking-policy';
import type { Db } from './db';
import { insertOutboxSql, type OutboxRow } from './outbox-repo';
import type { ServiceSnapshot } from './service-snapshot';
import { insertList, joinSql, rawSql, runSql, type Sql, setList, sql } from './sql';

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
  const row = {
    id: claim.id,
    organization_id: claim.organizationId,
    branch_id: claim.branchId,
    employee_id: claim.employeeId,
    status: claim.kind === 'hold' ? 'held' : 'booked',
    services: json(claim.services),
    price_minor: claim.priceMinor,
    currency: claim.currency,
    created_at: claim.createdAt,
    updated_at: claim.createdAt,
    ...(claim.kind === 'hold'
      ? { hold_token_hash: claim.holdTokenHash, hold_expires_at: claim.holdExpiresAt }
      : bookingColumns(claim.booking)),
  };
  const insert = sql`INSERT INTO appointments ${insertList({ ...row, during: sql`tstzrange(${claim.start}, ${claim.end}, '[)')` })}
                  ON CONFLICT DO NOTHING RETURNING id`;
  return (await withCompletion(db, insert, completion, mail)) > 0;
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
  const update = sql`UPDATE appointments
      SET status = 'booked', hold_token_hash = NULL, hold_expires_at = NULL,
          ${setList({ ...bookingColumns(booking), created_at: updatedAt, updated_at: updatedAt })}
    WHERE organization_id = ${organizationId} AND hold_token_hash = ${holdTokenHash} AND status = 'held'
    RETURNING id`;
  return (await withCompletion(db, update, completion, mail)) > 0;
}

/** A JSON column's value: sent as text, so both drivers pass it the same way. */
const json = (value: unknown) => sql`${JSON.stringify(value)}::text::jsonb`;

function bookingColumns(booking: BookingDetails) {
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
    policy: json(booking.policy),
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
  statement: Sql,
  completion?: KeyCompletion,
  mail: readonly OutboxRow[] = [],
) {
  if (!completion && mail.length === 0) return (await runSql(db, statement)).length;
  const ctes = [sql`claim AS (${statement})`];
  const written = rawSql('EXISTS (SELECT 1 FROM claim)');
  const ifTaken = completion?.ifTaken;
  if (completion && ifTaken) {
    ctes.push(sql`done AS (UPDATE idempotency_keys k
                      SET state = 'done',
                          response_status = CASE WHEN ${written} THEN ${completion.status}::int ELSE ${ifTaken.status}::int END,
                          response_body = (CASE WHEN ${written} THEN ${JSON.stringify(completion.body)}::text
                                                ELSE ${JSON.stringify(ifTaken.body)}::text END)::jsonb
                    WHERE k.organization_id = ${completion.organizationId} AND k.key = ${completion.key})`);
  } else if (completion) {
    ctes.push(sql`done AS (UPDATE idempotency_keys k
                      SET state = 'done', response_status = ${completion.status},
                          response_body = ${JSON.stringify(completion.body)}::text::jsonb
                     FROM claim
                    WHERE k.organization_id = ${completion.organizationId} AND k.key = ${completion.key})`);
  }
  if (mail.length > 0) ctes.push(sql`mail AS (${insertOutboxSql(mail, written)})`);
  const claimed = (await runSql(db, sql`WITH ${joinSql(ctes, ',\n')} SELECT id FROM claim`)).length;
  if (claimed === 0) ifTaken?.stored();
  return claimed;
}
