import postgres from 'postgres';
import { TEST_PASSWORD_COST } from '../../src/auth/password';
import type { Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { createPgliteDb } from '../../src/db/pglite-db';
import { createPostgresDb } from '../../src/db/postgres-db';
import { seed } from '../../src/db/seed';

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

/** A fresh database with the schema and the demo merchants, seeded as of `seededAt`. */
export async function createSeededTestDb(seededAt = new Date('2026-03-02T08:00:00Z')): Promise<TestDb> {
  const db = await createTestDb();
  await migrate(db);
  await seed(db, undefined, seededAt, TEST_PASSWORD_COST);
  return db;
}
