import { type Db, violatedConstraint } from './db';
import { runSql, sql } from './sql';

/** What a reservation occupies: one table, or a combination's tables; `seats` what they seat. */
export type Occupancy = { tableIds: readonly string[]; combinationId: string | null; seats: number };

/** Thrown inside a claim's savepoint when some table was taken, so the whole claim is undone. */
export class TablesTaken extends Error {
  constructor() {
    super('A table of the place was taken meanwhile');
  }
}

/**
 * Writes one row per table for the reservation, copying its range and state, after checking
 * that a combination it takes is still the owner's as it was read (`holdCombination`).
 * ON CONFLICT DO NOTHING takes the exclusion constraint as arbiter without raising 23P01 (and
 * waits for a claim still in flight instead of deadlocking on it); the rows go in by table id,
 * so two combinations sharing tables always meet at the same table first. False when the
 * combination is gone or changed, or any table was refused: the caller undoes the claim
 * (`TablesTaken` inside its savepoint).
 */
export async function occupyTables(
  db: Db,
  reservationId: string,
  place: Pick<Occupancy, 'tableIds' | 'combinationId'>,
): Promise<boolean> {
  if (place.combinationId && !(await holdCombination(db, place.combinationId, place.tableIds))) return false;
  const sorted = [...place.tableIds].sort();
  // FOR SHARE of the table rows: a table being retired (locked FOR UPDATE by the owner's save)
  // is waited for and then, retired, not taken; a claim in flight makes the retiring wait.
  const rows = await runSql<{ table_id: string }>(
    db,
    sql`INSERT INTO reservation_tables (reservation_id, branch_id, table_id, during, status)
        SELECT r.id, r.branch_id, t.id, r.during, r.status
          FROM reservations r
          JOIN restaurant_tables t ON t.branch_id = r.branch_id AND t.retired_at IS NULL
          JOIN unnest(string_to_array(${sorted.join(',')}, ',')::uuid[]) WITH ORDINALITY AS o (id, n) ON o.id = t.id
         WHERE r.id = ${reservationId}
         ORDER BY o.n
           FOR SHARE OF t
        ON CONFLICT DO NOTHING RETURNING table_id`,
  );
  return rows.length === sorted.length;
}

/**
 * Whether the combination is still live with exactly these tables, holding its row FOR SHARE
 * to the end of the claim. The availability read and the claim are apart: an owner who removed
 * or changed the combination in between (under FOR UPDATE of its row) is waited for, and the
 * row is read again as committed, so a removed combination is never claimed and a changed one
 * not with its old tables. While the claim holds the row, the owner's change waits for it and
 * then finds the new reservation among those it must move or cancel.
 */
async function holdCombination(db: Db, combinationId: string, tableIds: readonly string[]): Promise<boolean> {
  const [live] = await runSql<{ id: string }>(
    db,
    sql`SELECT id FROM table_combinations WHERE id = ${combinationId} AND removed_at IS NULL FOR SHARE`,
  );
  if (!live) return false;
  // A statement of its own: under READ COMMITTED it sees the members as the owner's change left them.
  const members = await runSql<{ table_id: string }>(
    db,
    sql`SELECT table_id::text FROM table_combination_members WHERE combination_id = ${combinationId}`,
  );
  const held = new Set(tableIds);
  return members.length === held.size && members.every((m) => held.has(m.table_id));
}

/** Gives up every table the reservation holds (a move writes the new ones after). */
export async function vacateTables(db: Db, reservationId: string): Promise<void> {
  await runSql(db, sql`DELETE FROM reservation_tables WHERE reservation_id = ${reservationId}`);
}

/** The deferred checks of what a reservation occupies (migration 0035). */
const OCCUPANCY_CHECKS = 'reservations_occupancy_check, reservation_tables_occupancy_check';

/**
 * Runs `write` (which writes the reservation and occupies its tables) in a savepoint, undone
 * whole when a table was taken: false then, and the caller tries its next place. What the
 * claim occupies is checked before the savepoint ends rather than at the commit: a table
 * shrunk or a combination changed since the place was read fails this claim alone (the next
 * place is tried), not the whole request at its commit.
 */
export async function claimInSavepoint(db: Db, write: (sp: Db) => Promise<void>): Promise<boolean> {
  try {
    await db.savepoint(async (sp) => {
      await write(sp);
      await sp.exec(`SET CONSTRAINTS ${OCCUPANCY_CHECKS} IMMEDIATE`);
      await sp.exec(`SET CONSTRAINTS ${OCCUPANCY_CHECKS} DEFERRED`);
    });
    return true;
  } catch (error) {
    if (error instanceof TablesTaken || violatedConstraint(error) === 'reservation_occupancy') return false;
    throw error;
  }
}
