import type { BookingPolicy } from '@booking/shared/contract/booking-policy';
import { bookingPolicySchema } from '@booking/shared/contract/booking-policy';
import type { CreateReservationRequest, ReservationStatus } from '@booking/shared/contract/reservations';
import * as z from 'zod/mini';
import { type KeyCompletion, withCompletion } from './claim-repo';
import type { Db } from './db';
import { BRANCH_ADDRESS_SQL, type BranchRef } from './merchant-settings-repo';
import type { OutboxRow } from './outbox-repo';

export type ReservationRecord = {
  id: string;
  organization: string;
  branch: BranchRef;
  tableId: string;
  start: Date;
  end: Date;
  party_size: number;
  status: ReservationStatus;
  name: string;
  email: string;
  phone: string;
  special_request: string | null;
  reminder: CreateReservationRequest['reminder'];
  /** The language of the guest's messages. */
  locale: CreateReservationRequest['locale'];
  policy: BookingPolicy;
  currency: string;
  fees_due_minor: number;
  reschedule_count: number;
  cancelled_at: Date | null;
  created_at: Date;
};

export type NewReservation = ReservationRecord & {
  organizationId: string;
  tableSeats: number;
  manageTokenHash: string;
};

/**
 * One INSERT, so it needs no transaction. False when the exclusion constraint refuses the
 * table for that time: ON CONFLICT DO NOTHING takes it as arbiter without raising 23P01,
 * exactly like appointments (claim-repo.ts). The manage token is 256 random bits, so any
 * conflict is the constraint's.
 */
export async function insertReservation(
  db: Db,
  r: NewReservation,
  completion?: KeyCompletion,
  mail?: readonly OutboxRow[],
): Promise<boolean> {
  const statement = `INSERT INTO reservations (id, organization_id, branch_id, table_id, table_seats, party_size, during,
        status, manage_token_hash, name, email, phone, special_request, reminder, policy, currency, created_at, updated_at, locale)
     VALUES ($1, $2, $3, $4, $5, $6, tstzrange($7, $8, '[)'), 'confirmed', $9, $10, $11, $12, $13, $14,
             $15::text::jsonb, $16, $17, $17, $18)
     ON CONFLICT DO NOTHING RETURNING id`;
  const params = [
    r.id,
    r.organizationId,
    r.branch.id,
    r.tableId,
    r.tableSeats,
    r.party_size,
    r.start,
    r.end,
    r.manageTokenHash,
    r.name,
    r.email,
    r.phone,
    r.special_request,
    r.reminder,
    JSON.stringify(r.policy),
    r.currency,
    r.created_at,
    r.locale,
  ];
  return (await withCompletion(db, statement, params, completion, mail)) > 0;
}

type Row = Omit<ReservationRecord, 'branch' | 'tableId' | 'start' | 'end' | 'policy'> & {
  branch_id: string;
  branch_slug: string;
  branch_name: string;
  branch_timezone: string;
  branch_address: string;
  table_id: string;
  starts_at: Date;
  ends_at: Date;
  policy: unknown;
};

export type ReservationKey = { organizationId: string; manageTokenHash: string };

/** `forUpdate` locks the row for the rest of the transaction (changes read, decide, write). */
export async function findReservation(
  db: Db,
  key: ReservationKey,
  forUpdate = false,
): Promise<ReservationRecord | null> {
  const [row] = await db.query<Row>(
    `SELECT r.id, o.slug AS organization, r.table_id, lower(r.during) AS starts_at, upper(r.during) AS ends_at,
            r.party_size, r.status, r.name, r.email, r.phone, r.special_request, r.reminder, r.locale, r.policy,
            trim(r.currency) AS currency, r.fees_due_minor, r.reschedule_count, r.cancelled_at, r.created_at,
            b.id AS branch_id, b.slug AS branch_slug, b.name AS branch_name, b.timezone AS branch_timezone,
            ${BRANCH_ADDRESS_SQL} AS branch_address
       FROM reservations r
       JOIN organizations o ON o.id = r.organization_id
       JOIN branches b ON b.id = r.branch_id
      WHERE r.organization_id = $1 AND r.manage_token_hash = $2${forUpdate ? ' FOR UPDATE OF r' : ''}`,
    [key.organizationId, key.manageTokenHash],
  );
  if (!row) return null;
  const {
    branch_id,
    branch_slug,
    branch_name,
    branch_timezone,
    branch_address,
    table_id,
    starts_at,
    ends_at,
    policy,
    ...rest
  } = row;
  return {
    ...rest,
    branch: { id: branch_id, slug: branch_slug, name: branch_name, timezone: branch_timezone, address: branch_address },
    tableId: table_id,
    start: starts_at,
    end: ends_at,
    policy: z.parse(bookingPolicySchema, policy),
  };
}

export type ReservationMove = {
  tableId: string;
  tableSeats: number;
  partySize: number;
  start: Date;
  end: Date;
  feesDueMinor: number;
};

/**
 * Moves a reservation in one UPDATE: the new table and time are checked by the exclusion
 * constraint while the old ones are given up by the same row version. 23P01 when taken.
 */
export async function moveReservation(db: Db, id: string, move: ReservationMove, now: Date): Promise<void> {
  await db.query(
    `UPDATE reservations
        SET table_id = $2, table_seats = $3, party_size = $4, during = tstzrange($5, $6, '[)'),
            status = 'rescheduled', fees_due_minor = $7, reschedule_count = reschedule_count + 1, updated_at = $8
      WHERE id = $1`,
    [id, move.tableId, move.tableSeats, move.partySize, move.start, move.end, move.feesDueMinor, now],
  );
}

export async function cancelReservation(db: Db, id: string, feesDueMinor: number, now: Date): Promise<void> {
  await db.query(
    `UPDATE reservations SET status = 'cancelled', cancelled_at = $2, fees_due_minor = $3, updated_at = $2
      WHERE id = $1`,
    [id, now, feesDueMinor],
  );
}
