import postgres from 'postgres';
import type { Db } from '../../src/db/db';
import { createPgliteDb } from '../../src/db/pglite-db';
import { createPostgresDb } from '../../src/db/postgres-db';

/** `url` is the PostgreSQL URL of the test database (so other processes can share it), else null. */
export type TestDb = Db & { url: string | null };

/** Whether the tests run on a PostgreSQL server rather than PGlite. */
export const ON_POSTGRES = Boolean(process.env.DATABASE_URL);

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or, when
 * DATABASE_URL is set, a new database on that PostgreSQL server (its user needs CREATEDB),
 * dropped again by `close`. So the same tests prove the SQL on both engines.
 */
export async function createTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (!url) return { ...(await createPgliteDb()), url: null };

  const name = `booking_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const db = createPostgresDb(testUrl.toString(), { max: 4 });
  return {
    ...db,
    url: testUrl.toString(),
    close: async () => {
      await db.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
