import { startApiProcess } from '../scripts/api-process';
import { migrate } from '../src/db/migrate';
import { type DbLocation, openDb } from '../src/db/open-db';
import { seedBusyBranch } from './busy-branch';
import { captureBooking, toPgbenchScript } from './capture-booking';
import { measureBookings, measureSearch } from './measure';
import { runPgbench } from './pgbench';

export type EngineResult = {
  engine: 'PGlite' | 'PostgreSQL';
  search: { p50: number; p95: number };
  bookings: Awaited<ReturnType<typeof measureBookings>>;
  /** Overlapping live appointments of one employee in the database afterwards. */
  overlapsInDatabase: number;
  ceiling: { tps: number } | { skipped: string } | null;
};

export const CLIENTS = 20;
const SECONDS = 10;

/**
 * Seeds the busy branch, starts the API as its own process (so the load generator does not
 * share its event loop), measures searches and contended bookings over HTTP, then checks
 * the database for overlaps and, on PostgreSQL, runs the pgbench ceiling.
 */
export async function runEngine(engine: EngineResult['engine'], location: DbLocation): Promise<EngineResult> {
  const db = await openDb(location);
  await migrate(db);
  const branch = await seedBusyBranch(db, new Date());
  const script = toPgbenchScript(await captureBooking(db, branch));
  // PGlite is one process's folder: the API opens it itself.
  await db.close();
  const where: Record<string, string> = location.databaseUrl
    ? { DATABASE_URL: location.databaseUrl }
    : { DATA_DIR: location.dataDir };
  const api = await startApiProcess({
    ...where,
    RATE_LIMIT_PER_MINUTE: '1000000000',
    CORS_ORIGINS: 'http://localhost:1',
  });
  let search: EngineResult['search'];
  let bookings: EngineResult['bookings'];
  try {
    search = await measureSearch(api.url, branch);
    bookings = await measureBookings(api.url, branch, { clients: CLIENTS, seconds: SECONDS });
  } finally {
    await api.stop();
  }
  // Anything unexpected the API logged (a 500) is shown, not hidden behind a count.
  const logged = api
    .output()
    .split('\n\n')
    .filter((block) => block.includes('Unhandled error'));
  for (const block of logged.slice(0, 3)) console.error(`${engine} API logged:\n${block}`);
  const check = await openDb(location);
  const [row] = await check.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM appointments a JOIN appointments b
        ON a.employee_id = b.employee_id AND a.id < b.id AND a.during && b.during
     WHERE a.status <> 'cancelled' AND b.status <> 'cancelled'`,
  );
  await check.close();
  const ceiling = location.databaseUrl
    ? await runPgbench(location.databaseUrl, script, { clients: CLIENTS, seconds: SECONDS })
    : null;
  return { engine, search, bookings, overlapsInDatabase: row?.n ?? -1, ceiling };
}
