import type { BookingPolicy } from '@booking/shared/contract/booking-policy';
import { bookingPolicySchema } from '@booking/shared/contract/booking-policy';
import type { HostStatus } from '@booking/shared/contract/host-status';
import type { CreateReservationRequest } from '@booking/shared/contract/reservations';
import * as z from 'zod/mini';
import { type KeyCompletion, withCompletion } from './claim-repo';
import type { Db } from './db';
import { BRANCH_ADDRESS_SQL, type BranchRef } from './merchant-settings-repo';
import type { OutboxRow } from './outbox-repo';
import { insertList, sql } from './sql';

export type ReservationRecord = {
  id: string;
  organization: string;
  branch: BranchRef;
  tableId: string;
  start: Date;
  end: Date;
  party_size: number;
  /** Its state at the restaurant too (arrived, seated...): the guest's link then only shows it. */
  status: HostStatus;
  /** '' when staff took no name or contact (a walk-in, a phone call without email). */
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
  const statement = sql`INSERT INTO reservations ${insertList({
    id: r.id,
    organization_id: r.organizationId,
    branch_id: r.branch.id,
    table_id: r.tableId,
    table_seats: r.tableSeats,
    party_size: r.party_size,
    during: sql`tstzrange(${r.start}, ${r.end}, '[)')`,
    status: 'confirmed',
    manage_token_hash: r.manageTokenHash,
    name: r.name,
    email: r.email,
    phone: r.phone,
    special_request: r.special_request,
    reminder: r.reminder,
    policy: sql`${JSON.stringify(r.policy)}::text::jsonb`,
    currency: r.currency,
    created_at: r.created_at,
    updated_at: r.created_at,
    locale: r.locale,
  })}
     ON CONFLICT DO NOTHING RETURNING id`;
  return (await withCompletion(db, statement, completion, mail)) > 0;
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
            r.party_size, r.status, coalesce(r.name, '') AS name, coalesce(r.email, '') AS email,
            coalesce(r.phone, '') AS phone, r.special_request, r.reminder, r.locale, r.policy,
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
            status = 'rescheduled', fees_due_minor = $7, reschedule_count = reschedule_count + 1, updated_at = $8,
            changed_by = 'guest'
      WHERE id = $1`,
    [id, move.tableId, move.tableSeats, move.partySize, move.start, move.end, move.feesDueMinor, now],
  );
}

/** The guest cancels through their link; `late` inside the policy's cancellation lead time. */
export async function cancelReservation(
  db: Db,
  id: string,
  change: { feesDueMinor: number; late: boolean },
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE reservations SET status = 'cancelled', cancelled_at = $2, fees_due_minor = $3, updated_at = $2,
            cancelled_by = 'guest', late_cancellation = $4, changed_by = 'guest'
      WHERE id = $1`,
    [id, now, change.feesDueMinor, change.late],
  );
}
