import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiProcess } from '../scripts/api-process';
import { migrate } from '../src/db/migrate';
import { type DbLocation, openDb } from '../src/db/open-db';
import { bookableDays, seedBusyBranch } from './busy-branch';
import { captureBooking, toPgbenchScript } from './capture-booking';
import { measureBookings, measureSearch } from './measure';
import { measureSender, type SenderResult } from './measure-sender';
import { runPgbench } from './pgbench';

export type EngineResult = {
  engine: 'PGlite' | 'PostgreSQL';
  search: { p50: number; p95: number };
  bookings: Awaited<ReturnType<typeof measureBookings>>;
  /** Overlapping live appointments of one employee in the database afterwards. */
  overlapsInDatabase: number;
  /**
   * pgbench with the booking's statements: bookings that win (the issue's ceiling), and the
   * clients' mix, where some find the time taken.
   */
  ceiling: { tps: number; contendedTps: number } | { skipped: string } | null;
  /** On PostgreSQL the outbox sender runs as its own process after the bookings; PGlite sends in the API. */
  sender: SenderResult | null;
};

export const CLIENTS = 20;
const SECONDS = 10;

/**
 * Seeds the busy branch, starts the API as its own process (so the load generator does not
 * share its event loop), measures searches and contended bookings over HTTP, then checks
 * the database for overlaps and, on PostgreSQL, runs the pgbench ceiling. On PostgreSQL the
 * API runs as deployed there, with OUTBOX_SENDER=off, and the sender process's own
 * throughput is measured afterwards on the messages the bookings wrote (decision 0017);
 * on PGlite the API sends them itself, during the run.
 */
export async function runEngine(engine: EngineResult['engine'], location: DbLocation): Promise<EngineResult> {
  const db = await openDb(location);
  await migrate(db);
  const branch = await seedBusyBranch(db, new Date());
  const captured = await captureBooking(db, branch);
  const spread = { days: bookableDays(branch), employees: branch.employees.map((employee) => employee.id) };
  const scripts = {
    winning: toPgbenchScript(captured, { ...spread, contended: false }),
    contended: toPgbenchScript(captured, { ...spread, contended: true }),
  };
  // PGlite is one process's folder: the API opens it itself.
  await db.close();
  const where: Record<string, string> = location.databaseUrl
    ? { DATABASE_URL: location.databaseUrl }
    : { DATA_DIR: location.dataDir };
  const mailDir = await mkdtemp(join(tmpdir(), 'bench-mail-'));
  const api = await startApiProcess({
    ...where,
    RATE_LIMIT_PER_MINUTE: '1000000000',
    CONTACT_RATE_LIMIT_PER_MINUTE: '1000000000',
    CORS_ORIGINS: 'http://localhost:1',
    MAIL_DIR: mailDir,
    ...(location.databaseUrl ? { OUTBOX_SENDER: 'off' } : {}),
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
  const sender = location.databaseUrl ? await measureSender(location.databaseUrl, mailDir) : null;
  await rm(mailDir, { recursive: true, force: true });
  const ceiling = location.databaseUrl ? await runCeilings(location.databaseUrl, scripts) : null;
  return { engine, search, bookings, overlapsInDatabase: row?.n ?? -1, ceiling, sender };
}

async function runCeilings(
  url: string,
  scripts: { winning: string; contended: string },
): Promise<NonNullable<EngineResult['ceiling']>> {
  const options = { clients: CLIENTS, seconds: SECONDS };
  const winning = await runPgbench(url, scripts.winning, options);
  const contended = await runPgbench(url, scripts.contended, options);
  if (winning.tps === undefined || contended.tps === undefined) return { skipped: 'no pgbench found (set PG_BIN)' };
  return { tps: winning.tps, contendedTps: contended.tps };
}
