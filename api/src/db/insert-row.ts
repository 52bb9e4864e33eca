import type { Db } from './db';

/**
 * INSERT of the given columns only, so the table's defaults apply to the rest. Column
 * names come from our code, never from a request; values are always parameters.
 */
export async function insertRow<T>(db: Db, table: string, row: Record<string, unknown>, returning = 'id'): Promise<T> {
  const entries = Object.entries(row).filter(([, value]) => value !== undefined);
  const columns = entries.map(([column]) => column).join(', ');
  const placeholders = entries.map((_, index) => `$${index + 1}`).join(', ');
  const rows = await db.query<T>(
    `INSERT INTO ${table} (${columns}) VALUES (${placeholders}) RETURNING ${returning}`,
    entries.map(([, value]) => value),
  );
  const [inserted] = rows;
  if (!inserted) throw new Error(`INSERT INTO ${table} returned no row`);
  return inserted;
}
