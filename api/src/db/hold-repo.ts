import type { Db } from './db';
import { type ServiceSnapshot, serviceSnapshotSchema } from './service-snapshot';
import * as z from 'zod/mini';

export type HoldRecord = {
  id: string;
  branch_id: string;
  employee_id: string;
  start: Date;
  end: Date;
  expires_at: Date;
  services: ServiceSnapshot[];
};

type Row = Omit<HoldRecord, 'start' | 'end' | 'services'> & { starts_at: Date; ends_at: Date; services: unknown };

/** A hold by its token, live or expired, while its row exists. */
export async function findHold(db: Db, organizationId: string, tokenHash: string): Promise<HoldRecord | null> {
  const [row] = await db.query<Row>(
    `SELECT id, branch_id, employee_id, lower(during) AS starts_at, upper(during) AS ends_at,
            hold_expires_at AS expires_at, services
       FROM appointments
      WHERE organization_id = $1 AND hold_token_hash = $2 AND status = 'held'`,
    [organizationId, tokenHash],
  );
  if (!row) return null;
  const { starts_at, ends_at, services, ...rest } = row;
  return { ...rest, start: starts_at, end: ends_at, services: z.parse(z.array(serviceSnapshotSchema), services) };
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
 * Deletes the expired holds of an employee that overlap a range, so a write that needs the
 * range can take it. Returns how many went. Reads never call this: a GET changes nothing.
 */
export async function purgeExpiredHolds(db: Db, employeeId: string, start: Date, end: Date, now: Date) {
  const rows = await db.query(
    `DELETE FROM appointments
      WHERE employee_id = $1 AND status = 'held' AND hold_expires_at <= $4 AND during && tstzrange($2, $3)
      RETURNING id`,
    [employeeId, start, end, now],
  );
  return rows.length;
}

/** Live holds a client has, to cap how many slots one client can keep from others. */
export async function countLiveHolds(db: Db, client: string, now: Date): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM appointments
      WHERE hold_client = $1 AND status = 'held' AND hold_expires_at > $2`,
    [client, now],
  );
  return row?.count ?? 0;
}
