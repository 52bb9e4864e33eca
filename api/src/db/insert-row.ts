import type { Db } from './db';
import { insertList, rawSql, runSql, sql } from './sql';

/**
 * INSERT of the given columns only, so the table's defaults apply to the rest. Table and
 * column names come from our code, never from a request; values are always parameters.
 */
export async function insertRow<T>(db: Db, table: string, row: Record<string, unknown>, returning = 'id'): Promise<T> {
  const given = Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined));
  const [inserted] = await runSql<T>(
    db,
    sql`INSERT INTO ${rawSql(table)} ${insertList(given)} RETURNING ${rawSql(returning)}`,
  );
  if (!inserted) throw new Error(`INSERT INTO ${table} returned no row`);
  return inserted;
}
