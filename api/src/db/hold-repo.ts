import type { EmployeeRef } from '@booking/shared/contract/employees';
import * as z from 'zod/mini';
import { CUSTOMER_FIRST_NAME, CUSTOMER_LAST_NAME } from './customer-facing-name';
import type { Db } from './db';
import { type ServiceSnapshot, serviceSnapshotSchema } from './service-snapshot';

export type HoldRecord = {
  id: string;
  branch_id: string;
  employee: EmployeeRef;
  start: Date;
  end: Date;
  expires_at: Date;
  services: ServiceSnapshot[];
};

type Row = Omit<HoldRecord, 'start' | 'end' | 'services' | 'employee'> & {
  starts_at: Date;
  ends_at: Date;
  services: unknown;
  employee_id: string;
  first_name: string;
  last_name: string;
};

/** A hold by its token, live or expired, while its row exists. */
export async function findHold(db: Db, organizationId: string, tokenHash: string): Promise<HoldRecord | null> {
  const [row] = await db.query<Row>(
    `SELECT a.id, a.branch_id, a.employee_id, ${CUSTOMER_FIRST_NAME} AS first_name, ${CUSTOMER_LAST_NAME} AS last_name, lower(a.during) AS starts_at,
            upper(a.during) AS ends_at, a.hold_expires_at AS expires_at, a.services
       FROM appointments a JOIN employees e ON e.id = a.employee_id
      WHERE a.organization_id = $1 AND a.hold_token_hash = $2 AND a.status = 'held'`,
    [organizationId, tokenHash],
  );
  if (!row) return null;
  return {
    id: row.id,
    branch_id: row.branch_id,
    employee: { id: row.employee_id, first_name: row.first_name, last_name: row.last_name },
    start: row.starts_at,
    end: row.ends_at,
    expires_at: row.expires_at,
    services: z.parse(z.array(serviceSnapshotSchema), row.services),
  };
}

/** Releases a hold early (the customer picked another time). False when there was none. */
export async function deleteHold(db: Db, organizationId: string, tokenHash: string): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM appointments WHERE organization_id = $1 AND hold_token_hash = $2 AND status = 'held' RETURNING id`,
    [organizationId, tokenHash],
  );
  return rows.length > 0;
}

/**
 * Deletes the expired holds of an employee that overlap a range, and cancels the
 * appointments there whose online payment was not made in time (cancelled_by 'unpaid'),
 * so a write that needs the range can take it. Returns how many went. Reads never call
 * this: a GET changes nothing.
 */
export async function purgeExpiredHolds(db: Db, employeeId: string, start: Date, end: Date, now: Date) {
  const rows = await db.query(
    `WITH held AS (
       DELETE FROM appointments
        WHERE employee_id = $1 AND status = 'held' AND hold_expires_at <= $4 AND during && tstzrange($2, $3)
       RETURNING id
     ), unpaid AS (
       UPDATE appointments
          SET status = 'cancelled', cancelled_by = 'unpaid', cancelled_at = payment_due_at, payment_due_at = NULL,
              updated_at = $4
        WHERE employee_id = $1 AND status IN ('booked', 'rescheduled') AND payment_due_at <= $4
          AND during && tstzrange($2, $3)
       RETURNING id
     )
     SELECT id FROM held UNION ALL SELECT id FROM unpaid`,
    [employeeId, start, end, now],
  );
  return rows.length;
}

/**
 * Gives up the hold a visitor replaces with a new one, live or expired, if it is one of this
 * branch's: the token proves it is theirs. Nothing to give up (already booked, purged, another
 * branch's) is no error.
 */
export async function deleteReplacedHold(db: Db, branchId: string, tokenHash: string): Promise<void> {
  await db.query(`DELETE FROM appointments WHERE branch_id = $1 AND hold_token_hash = $2 AND status = 'held'`, [
    branchId,
    tokenHash,
  ]);
}

/** Live holds of a branch not yet booked, against the cap per branch. */
export async function countLiveHolds(db: Db, branchId: string, now: Date): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM appointments
      WHERE branch_id = $1 AND status = 'held' AND hold_expires_at > $2`,
    [branchId, now],
  );
  return row?.count ?? 0;
}
