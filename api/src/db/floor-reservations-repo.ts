import type { Db } from './db';

/** A reservation still to come (or at the table now) on part of the floor. */
export type FloorReservation = {
  id: string;
  start: Date;
  end: Date;
  partySize: number;
  name: string | null;
  combinationId: string | null;
  tableIds: string[];
};

/**
 * The live reservations (not cancelled, finished or no-shows) that have not ended by `now` and
 * hold the table, or were made on the combination; locked, so none changes under the floor
 * change deciding about them.
 */
export async function listFloorReservations(
  db: Db,
  branchId: string,
  now: Date,
  on: { tableId: string } | { combinationId: string },
): Promise<FloorReservation[]> {
  const holds =
    'tableId' in on
      ? 'EXISTS (SELECT 1 FROM reservation_tables rt WHERE rt.reservation_id = r.id AND rt.table_id = $3)'
      : 'r.combination_id = $3';
  const rows = await db.query<Omit<FloorReservation, 'tableIds'> & { table_ids: string }>(
    `SELECT r.id, lower(r.during) AS start, upper(r.during) AS "end", r.party_size AS "partySize", r.name,
            r.combination_id AS "combinationId",
            (SELECT string_agg(rt.table_id::text, ',' ORDER BY rt.table_id) FROM reservation_tables rt
              WHERE rt.reservation_id = r.id) AS table_ids
       FROM reservations r
      WHERE r.branch_id = $1 AND upper(r.during) > $2
        AND r.status NOT IN ('cancelled', 'finished', 'no_show') AND ${holds}
      ORDER BY lower(r.during), r.id
        FOR UPDATE OF r`,
    [branchId, now, 'tableId' in on ? on.tableId : on.combinationId],
  );
  return rows.map(({ table_ids, ...r }) => ({ ...r, tableIds: (table_ids ?? '').split(',').filter(Boolean) }));
}
