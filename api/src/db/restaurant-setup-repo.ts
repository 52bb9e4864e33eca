import type { Db } from './db';
import { insertRow } from './insert-row';

export type BranchRestaurantRules = { durationMinutes: number; minPartySize: number; maxPartySize: number };

export async function setReservationRules(db: Db, branchId: string, rules: BranchRestaurantRules): Promise<void> {
  await db.query(
    `UPDATE branches SET reservation_duration_minutes = $2, min_party_size = $3, max_party_size = $4 WHERE id = $1`,
    [branchId, rules.durationMinutes, rules.minPartySize, rules.maxPartySize],
  );
}

/** Wall-clock `HH:MM` in the branch's zone; weekday 0 = Sunday. */
export async function insertOpeningHours(
  db: Db,
  branch: { organizationId: string; branchId: string },
  hours: { weekday: number; start: string; end: string },
): Promise<void> {
  await insertRow(db, 'branch_opening_hours', {
    organization_id: branch.organizationId,
    branch_id: branch.branchId,
    weekday: hours.weekday,
    start_time: hours.start,
    end_time: hours.end,
  });
}

export async function insertRestaurantTable(
  db: Db,
  branch: { organizationId: string; branchId: string },
  table: { name: string; seats: number; position: number },
): Promise<{ id: string }> {
  return insertRow<{ id: string }>(db, 'restaurant_tables', {
    organization_id: branch.organizationId,
    branch_id: branch.branchId,
    name: table.name,
    seats: table.seats,
    position: table.position,
  });
}
