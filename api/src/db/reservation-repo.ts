import type { BookingPolicy } from '@booking/shared/contract/booking-policy';
import { bookingPolicySchema } from '@booking/shared/contract/booking-policy';
import type { HostStatus } from '@booking/shared/contract/host-status';
import type { CreateReservationRequest } from '@booking/shared/contract/reservations';
import * as z from 'zod/mini';
import type { KeyCompletion } from './claim-repo';
import type { Db } from './db';
import { completeIdempotencyKey } from './idempotency-repo';
import { BRANCH_ADDRESS_SQL, type BranchRef } from './merchant-settings-repo';
import { insertOutboxMessages, type OutboxRow } from './outbox-repo';
import { claimInSavepoint, type Occupancy, occupyTables, TablesTaken, vacateTables } from './reservation-tables-repo';
import { insertList, runSql, sql } from './sql';

export type ReservationRecord = {
  id: string;
  organization: string;
  branch: BranchRef;
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
  place: Occupancy;
  manageTokenHash: string;
};

/**
 * The reservation, its tables, its idempotency key's answer and its mail, written together
 * in a savepoint (a transaction of its own outside one). False, with nothing written, when the
 * exclusion constraint refuses any of its tables for that time (`occupyTables`).
 */
export function insertReservation(
  db: Db,
  r: NewReservation,
  completion?: KeyCompletion,
  mail: readonly OutboxRow[] = [],
): Promise<boolean> {
  return claimInSavepoint(db, async (sp) => {
    await runSql(sp, insertReservationSql(r));
    if (!(await occupyTables(sp, r.id, r.place))) throw new TablesTaken();
    if (completion) await completeIdempotencyKey(sp, completion, completion.status, completion.body);
    await insertOutboxMessages(sp, mail);
  });
}

function insertReservationSql(r: NewReservation) {
  return sql`INSERT INTO reservations ${insertList({
    id: r.id,
    organization_id: r.organizationId,
    branch_id: r.branch.id,
    combination_id: r.place.combinationId,
    seats: r.place.seats,
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
  })}`;
}

type Row = Omit<ReservationRecord, 'branch' | 'start' | 'end' | 'policy'> & {
  branch_id: string;
  branch_slug: string;
  branch_name: string;
  branch_timezone: string;
  branch_address: string;
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
    `SELECT r.id, o.slug AS organization, lower(r.during) AS starts_at, upper(r.during) AS ends_at,
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
  const { branch_id, branch_slug, branch_name, branch_timezone, branch_address, starts_at, ends_at, policy, ...rest } =
    row;
  return {
    ...rest,
    branch: { id: branch_id, slug: branch_slug, name: branch_name, timezone: branch_timezone, address: branch_address },
    start: starts_at,
    end: ends_at,
    policy: z.parse(bookingPolicySchema, policy),
  };
}

export type ReservationMove = {
  place: Occupancy;
  partySize: number;
  start: Date;
  end: Date;
  feesDueMinor: number;
};

/**
 * Moves a reservation in a savepoint: gives up its tables, writes the new time, and claims
 * the new place's tables, so the old ones never stand in the way and a refused move leaves it
 * where it was. False when a table of the new place is taken then.
 */
export function moveReservation(db: Db, id: string, move: ReservationMove, now: Date): Promise<boolean> {
  return claimInSavepoint(db, async (sp) => {
    await vacateTables(sp, id);
    await sp.query(
      `UPDATE reservations
          SET combination_id = $2, seats = $3, party_size = $4, during = tstzrange($5, $6, '[)'),
              status = 'rescheduled', fees_due_minor = $7, reschedule_count = reschedule_count + 1, updated_at = $8,
              changed_by = 'guest'
        WHERE id = $1`,
      [id, move.place.combinationId, move.place.seats, move.partySize, move.start, move.end, move.feesDueMinor, now],
    );
    if (!(await occupyTables(sp, id, move.place))) throw new TablesTaken();
  });
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
