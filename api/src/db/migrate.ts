import { readdir, readFile } from 'node:fs/promises';
import type { Db } from './db';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const FILE_NAME = /^(\d{4})_([a-z0-9_]+)\.sql$/;
/** Any constant works; it only has to be the same for every API process. */
const MIGRATION_LOCK = 7_240_001;

export type Migration = { version: string; name: string; sql: string };

/** The numbered SQL files, in order. Two files with one number are a mistake, not a choice. */
export async function readMigrations(dir: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = FILE_NAME.exec(file);
    if (!match?.[1] || !match[2]) throw new Error(`Migration file name must be NNNN_name.sql: ${file}`);
    if (migrations.some((m) => m.version === match[1])) throw new Error(`Duplicate migration number: ${file}`);
    migrations.push({ version: match[1], name: match[2], sql: await readFile(new URL(file, dir), 'utf8') });
  }
  return migrations;
}

/**
 * Applies each migration not yet recorded, once, in its own transaction: a failing file
 * leaves nothing half-applied and stops the run (the error propagates). Replicas starting
 * together on one PostgreSQL serialise on an advisory lock and re-check inside it.
 * Returns the versions applied by this call.
 */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const pending = migrations ?? (await readMigrations());
  const applied: string[] = [];
  for (const migration of pending) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}
