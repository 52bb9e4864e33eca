import { mkdir } from 'node:fs/promises';
import type { Db } from './db';
import { createPgliteDb } from './pglite-db';
import { createPostgresDb } from './postgres-db';

export type DbLocation = { databaseUrl: string | null; dataDir: string; poolSize?: number };

/** PostgreSQL when a URL is given (stateless replicas), else embedded PGlite in a folder. */
export async function openDb(location: DbLocation): Promise<Db> {
  if (location.databaseUrl) return createPostgresDb(location.databaseUrl, { max: location.poolSize });
  await mkdir(location.dataDir, { recursive: true });
  return createPgliteDb(location.dataDir);
}
