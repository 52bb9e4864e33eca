import type {
  AreaSetting,
  CombinationRequest,
  CombinationSetting,
  TableRequest,
  TableSetting,
  TableSettings,
} from '@booking/shared/contract/table-settings';
import type { Db } from './db';
import { insertList, rawSql, runSql, setList, sql } from './sql';

/** A restaurant branch of the organization (a salon's or another organization's is null). */
export async function findFloorBranch(
  db: Db,
  organizationId: string,
  branchId: string,
  forUpdate = false,
): Promise<{ id: string; timezone: string; organizationId: string } | null> {
  const [row] = await db.query<{ id: string; timezone: string; organizationId: string }>(
    `SELECT b.id, b.timezone, b.organization_id AS "organizationId" FROM branches b JOIN organizations o ON o.id = b.organization_id
      WHERE b.organization_id = $1 AND b.id = $2 AND o.vertical = 'gastro'${forUpdate ? ' FOR UPDATE OF b' : ''}`,
    [organizationId, branchId],
  );
  return row ?? null;
}

/** The branch's floor: areas, tables (in service first, then retired) and live combinations, in order. */
export async function loadFloor(db: Db, branchId: string): Promise<TableSettings> {
  const areas = await db.query<AreaSetting>(
    'SELECT id, name, position FROM restaurant_areas WHERE branch_id = $1 ORDER BY position, name, id',
    [branchId],
  );
  const tables = await db.query<TableSetting>(
    `SELECT id, name, area_id, min_seats, seats AS max_seats, bookable_by AS use, position,
            retired_at IS NOT NULL AS retired
       FROM restaurant_tables WHERE branch_id = $1
      ORDER BY retired_at IS NOT NULL, position, name, id`,
    [branchId],
  );
  const combinations = await db.query<CombinationSetting>(
    `SELECT c.id, c.name, c.min_seats, c.max_seats, c.position,
            coalesce((SELECT array_agg(m.table_id::text ORDER BY t.position, t.name, t.id)
                        FROM table_combination_members m JOIN restaurant_tables t ON t.id = m.table_id
                       WHERE m.combination_id = c.id), '{}') AS table_ids
       FROM table_combinations c WHERE c.branch_id = $1 AND c.removed_at IS NULL
      ORDER BY c.position, c.name, c.id`,
    [branchId],
  );
  return { areas, tables, combinations };
}

type Branch = { organizationId: string; branchId: string };
export type FloorKind = 'restaurant_areas' | 'restaurant_tables' | 'table_combinations';

/** The next position at the end of the branch's rows of a kind. */
const atTheEnd = (kind: FloorKind, branchId: string) =>
  sql`(SELECT coalesce(max(position) + 1, 0) FROM ${rawSql(kind)} WHERE branch_id = ${branchId})`;

/** Adds (id null, at the end) or renames an area; null when the id is not the branch's. */
export async function saveArea(db: Db, at: Branch, id: string | null, name: string): Promise<string | null> {
  const statement = id
    ? sql`UPDATE restaurant_areas SET name = ${name} WHERE branch_id = ${at.branchId} AND id = ${id} RETURNING id`
    : sql`INSERT INTO restaurant_areas ${insertList({
        organization_id: at.organizationId,
        branch_id: at.branchId,
        name,
        position: atTheEnd('restaurant_areas', at.branchId),
      })} RETURNING id`;
  const [row] = await runSql<{ id: string }>(db, statement);
  return row?.id ?? null;
}

/** How many tables in service the area has (retired ones keep their area only as history). */
export async function countLiveTablesIn(db: Db, branchId: string, areaId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM restaurant_tables WHERE branch_id = $1 AND area_id = $2 AND retired_at IS NULL',
    [branchId, areaId],
  );
  return row?.count ?? 0;
}

/** Deletes an area; the retired tables that were in it stay, in no area. */
export async function deleteArea(db: Db, branchId: string, areaId: string): Promise<void> {
  await db.query('UPDATE restaurant_tables SET area_id = NULL WHERE branch_id = $1 AND area_id = $2', [
    branchId,
    areaId,
  ]);
  await db.query('DELETE FROM restaurant_areas WHERE branch_id = $1 AND id = $2', [branchId, areaId]);
}

/** Adds (id null, at the end) or changes a table in service; null when it is not one of the branch's. */
export async function saveTable(db: Db, at: Branch, id: string | null, table: TableRequest): Promise<string | null> {
  const columns = {
    name: table.name,
    area_id: table.area_id,
    min_seats: table.min_seats,
    seats: table.max_seats,
    bookable_by: table.use,
  };
  const statement = id
    ? sql`UPDATE restaurant_tables SET ${setList(columns)}
           WHERE branch_id = ${at.branchId} AND id = ${id} AND retired_at IS NULL RETURNING id`
    : sql`INSERT INTO restaurant_tables ${insertList({
        ...columns,
        organization_id: at.organizationId,
        branch_id: at.branchId,
        position: atTheEnd('restaurant_tables', at.branchId),
      })} RETURNING id`;
  const [row] = await runSql<{ id: string }>(db, statement);
  return row?.id ?? null;
}

/**
 * Locks a table in service of the branch (FOR UPDATE waits for claims in flight on it, which
 * hold its key share) and reads it; null when it is not one.
 */
export async function lockTable(db: Db, branchId: string, id: string) {
  const [row] = await db.query<{ id: string; seats: number }>(
    'SELECT id, seats FROM restaurant_tables WHERE branch_id = $1 AND id = $2 AND retired_at IS NULL FOR UPDATE',
    [branchId, id],
  );
  return row ?? null;
}

export async function retireTableRow(db: Db, id: string, now: Date): Promise<void> {
  await db.query('UPDATE restaurant_tables SET retired_at = $2 WHERE id = $1', [id, now]);
}

/** Locks a live combination of the branch and reads its members; null when it is not one. */
export async function lockCombination(db: Db, branchId: string, id: string) {
  const [row] = await db.query<{ id: string; max_seats: number; table_ids: string }>(
    `SELECT c.id, c.max_seats,
            coalesce((SELECT string_agg(m.table_id::text, ',' ORDER BY m.table_id)
                        FROM table_combination_members m WHERE m.combination_id = c.id), '') AS table_ids
       FROM table_combinations c WHERE c.branch_id = $1 AND c.id = $2 AND c.removed_at IS NULL FOR UPDATE`,
    [branchId, id],
  );
  return row ? { id: row.id, maxSeats: row.max_seats, tableIds: row.table_ids.split(',').filter(Boolean) } : null;
}

/** Adds (id null, at the end) or changes a combination with its member tables (checked by the caller). */
export async function saveCombination(db: Db, at: Branch, id: string | null, c: CombinationRequest): Promise<string> {
  const columns = { name: c.name, min_seats: c.min_seats, max_seats: c.max_seats };
  const statement = id
    ? sql`UPDATE table_combinations SET ${setList(columns)} WHERE id = ${id} RETURNING id`
    : sql`INSERT INTO table_combinations ${insertList({
        ...columns,
        organization_id: at.organizationId,
        branch_id: at.branchId,
        position: atTheEnd('table_combinations', at.branchId),
      })} RETURNING id`;
  const [row] = await runSql<{ id: string }>(db, statement);
  if (!row) throw new Error('saveCombination wrote no row');
  await db.query('DELETE FROM table_combination_members WHERE combination_id = $1', [row.id]);
  await db.query(
    `INSERT INTO table_combination_members (combination_id, branch_id, table_id)
     SELECT $1, $2, t FROM unnest(string_to_array($3, ',')::uuid[]) AS t`,
    [row.id, at.branchId, c.table_ids.join(',')],
  );
  return row.id;
}

export async function removeCombinationRow(db: Db, id: string, now: Date): Promise<void> {
  await db.query('UPDATE table_combinations SET removed_at = $2 WHERE id = $1', [id, now]);
}

/** The ids of the branch's tables in service (what a combination may join, what an order names). */
export async function liveIds(db: Db, kind: FloorKind, branchId: string): Promise<string[]> {
  const live = {
    restaurant_areas: 'true',
    restaurant_tables: 'retired_at IS NULL',
    table_combinations: 'removed_at IS NULL',
  }[kind];
  const rows = await db.query<{ id: string }>(`SELECT id FROM ${kind} WHERE branch_id = $1 AND ${live}`, [branchId]);
  return rows.map((row) => row.id);
}

/** Numbers the rows 0, 1, 2, ... in the given order (the ids were checked against `liveIds`). */
export async function saveFloorPositions(
  db: Db,
  kind: FloorKind,
  branchId: string,
  orderedIds: readonly string[],
): Promise<void> {
  await db.query(
    `UPDATE ${kind} t SET position = o.n - 1
       FROM unnest(string_to_array($2, ',')::uuid[]) WITH ORDINALITY AS o(id, n)
      WHERE t.branch_id = $1 AND t.id = o.id`,
    [branchId, orderedIds.join(',')],
  );
}
