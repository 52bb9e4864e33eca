import type { BranchSettings, ClosedDay, WeekHours } from '@booking/shared/contract/branch-settings';
import type { Db } from './db';

/** A branch as the owner's settings read and write it (the hours and closed days apart). */
export type BranchFields = Omit<BranchSettings, 'id' | 'timezone_locked' | 'closed' | 'opening_hours' | 'closed_days'>;

type Row = BranchFields & { id: string; timezone_locked: boolean; closed: boolean };
type PeriodRow = { branch_id: string; weekday: number; start_time: string; end_time: string };
type ClosedRow = { branch_id: string; day: string; reason: string };

const hhmm = (time: string) => (time.startsWith('24') ? '24:00' : time.slice(0, 5));

/**
 * The organization's branches with their opening hours (Sunday first) and closed days, or
 * the one `branchId`. `timezone_locked`: something was booked there (appointments that are
 * more than a hold, or reservations), so its times were agreed in that zone.
 */
export async function listBranchSettings(
  db: Db,
  organizationId: string,
  branchId: string | null = null,
  forUpdate = false,
): Promise<BranchSettings[]> {
  const rows = await db.query<Row>(
    `SELECT b.id, b.name, b.slug, b.street, b.house_number, b.zip, b.city, b.country, coalesce(b.phone, '') AS phone,
            b.timezone, b.closed_at IS NOT NULL AS closed,
            (EXISTS (SELECT 1 FROM appointments a WHERE a.branch_id = b.id AND a.status <> 'held')
              OR EXISTS (SELECT 1 FROM reservations r WHERE r.branch_id = b.id)) AS timezone_locked
       FROM branches b
      WHERE b.organization_id = $1 AND ($2::uuid IS NULL OR b.id = $2::uuid)
      ORDER BY b.position, b.name${forUpdate ? ' FOR UPDATE OF b' : ''}`,
    [organizationId, branchId],
  );
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const periods = await db.query<PeriodRow>(
    `SELECT branch_id, weekday, start_time::text, end_time::text FROM branch_opening_hours
      WHERE branch_id = ANY($1::uuid[]) ORDER BY weekday, start_time`,
    [ids],
  );
  const closed = await db.query<ClosedRow>(
    `SELECT branch_id, day::text AS day, reason FROM branch_closed_days WHERE branch_id = ANY($1::uuid[]) ORDER BY day`,
    [ids],
  );
  return rows.map((row) => {
    const hours: WeekHours = [[], [], [], [], [], [], []];
    for (const p of periods.filter((p) => p.branch_id === row.id)) {
      hours[p.weekday]?.push({ start: hhmm(p.start_time), end: hhmm(p.end_time) });
    }
    const days = closed.filter((d) => d.branch_id === row.id).map(({ day, reason }) => ({ date: day, reason }));
    return { ...row, country: row.country.trim(), opening_hours: hours, closed_days: days };
  });
}

export async function insertBranchFields(db: Db, organizationId: string, fields: BranchFields): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO branches (organization_id, name, slug, street, house_number, zip, city, country, phone, timezone, position)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, nullif($9, ''), $10,
             (SELECT coalesce(max(position) + 1, 0) FROM branches WHERE organization_id = $1))
     RETURNING id`,
    [organizationId, ...fieldValues(fields)],
  );
  if (!row) throw new Error('INSERT INTO branches returned no row');
  return row.id;
}

export async function updateBranchFields(db: Db, organizationId: string, id: string, fields: BranchFields) {
  await db.query(
    `UPDATE branches SET name = $2, slug = $3, street = $4, house_number = $5, zip = $6, city = $7, country = $8,
            phone = nullif($9, ''), timezone = $10
      WHERE organization_id = $1 AND id = $11`,
    [organizationId, ...fieldValues(fields), id],
  );
}

function fieldValues(f: BranchFields) {
  return [f.name, f.slug, f.street, f.house_number, f.zip, f.city, f.country, f.phone, f.timezone];
}

/** Replaces the branch's opening hours and closed days with the given ones. */
export async function replaceBranchTimes(
  db: Db,
  branch: { organizationId: string; id: string },
  hours: WeekHours,
  closedDays: readonly ClosedDay[],
) {
  await db.query('DELETE FROM branch_opening_hours WHERE branch_id = $1', [branch.id]);
  await db.query('DELETE FROM branch_closed_days WHERE branch_id = $1', [branch.id]);
  for (const [weekday, periods] of hours.entries()) {
    for (const { start, end } of periods) {
      await db.query(
        `INSERT INTO branch_opening_hours (organization_id, branch_id, weekday, start_time, end_time)
         VALUES ($1, $2, $3, $4, $5)`,
        [branch.organizationId, branch.id, weekday, start, end],
      );
    }
  }
  for (const { date, reason } of closedDays) {
    await db.query('INSERT INTO branch_closed_days (organization_id, branch_id, day, reason) VALUES ($1, $2, $3, $4)', [
      branch.organizationId,
      branch.id,
      date,
      reason,
    ]);
  }
}

/** Closes (`closed` true) or reopens the branch. */
export async function setBranchClosed(db: Db, organizationId: string, id: string, closed: boolean, now: Date) {
  await db.query(
    `UPDATE branches SET closed_at = CASE WHEN $3 THEN $4::timestamptz END WHERE organization_id = $1 AND id = $2`,
    [organizationId, id, closed, now],
  );
}
