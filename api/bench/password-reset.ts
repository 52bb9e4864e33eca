/**
 * `npx tsx bench/password-reset.ts` (PGlite in a temporary folder), or under
 * `bash scripts/with-postgres.sh npx tsx bench/password-reset.ts` (DATABASE_URL): the time of a
 * password-reset request for an email that has an account and for one that has none, sent
 * through the app in process, interleaved, so both meet the same database state. Decision 0076
 * asks them to do the same work; this shows what remains. Prints a markdown table.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open-db';
import { seed } from '../src/db/seed';
import { DEFAULT_ACCOUNT_LIMITS } from '../src/http/account-limits';

const ROUNDS = Number(process.env.ROUNDS ?? 400);
const WARM_UP = 40;
const ORIGIN = 'http://bench.test';
const UNLIMITED = { capacity: 1_000_000, windowMs: 60_000 };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const ms = (value: number) => value.toFixed(2);

async function main() {
  const databaseUrl = process.env.DATABASE_URL ?? null;
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-reset-'));
  const db = await openDb({ databaseUrl, dataDir });
  try {
    await migrate(db);
    await seed(db);
    const accountLimits = Object.fromEntries(Object.keys(DEFAULT_ACCOUNT_LIMITS).map((kind) => [kind, UNLIMITED]));
    const app = createApp({
      db,
      corsOrigins: [ORIGIN],
      accountLimits: accountLimits as typeof DEFAULT_ACCOUNT_LIMITS,
    });
    const ask = async (email: string) => {
      const started = performance.now();
      const response = await app.request('/v0/staff/password-reset', {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ email, locale: 'en' }),
      });
      if (response.status !== 202) throw new Error(`password reset answered ${response.status}`);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < ROUNDS + WARM_UP; i++) {
      // Alternating which goes first, so neither always meets a warmer cache.
      const pair =
        i % 2 === 0
          ? [await ask('staff@demo-salon.test'), await ask(`nobody-${i}@nowhere.test`)]
          : [await ask(`nobody-${i}@nowhere.test`), await ask('staff@demo-salon.test')].reverse();
      if (i < WARM_UP) continue;
      known.push(pair[0] ?? 0);
      unknown.push(pair[1] ?? 0);
    }
    const row = (name: string, times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
      return `| ${name} | ${ms(percentile(sorted, 0.5))} | ${ms(percentile(sorted, 0.95))} | ${ms(mean)} |`;
    };
    console.info(`\nPassword-reset requests on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${ROUNDS} each (ms)\n`);
    console.info('| email | p50 | p95 | mean |\n|---|---|---|---|');
    console.info(row('has an account', known));
    console.info(row('has none', unknown));
  } finally {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
