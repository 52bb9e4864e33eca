/**
 * Applies pending migrations to DATABASE_URL (or the PGlite folder in DATA_DIR) and exits;
 * a failure exits non-zero so a deploy stops. `npm run migrate -w api`.
 */
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open-db';
import { readEnv } from '../src/read-env';

const db = await openDb(readEnv(process.env));
try {
  const applied = await migrate(db);
  console.info(applied.length ? `Applied migrations ${applied.join(', ')}` : 'No pending migrations');
} catch (error) {
  console.error('Migration failed', error);
  process.exitCode = 1;
} finally {
  await db.close();
}
