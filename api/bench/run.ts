/**
 * `npm run bench -w api`: a busy branch (10 employees, 40 services, 5,000 appointments over
 * three months) on PGlite and on a throwaway PostgreSQL; prints a markdown table.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPgBin } from './pgbench';
import { CLIENTS, type EngineResult, runEngine } from './run-engine';

const API_DIR = fileURLToPath(new URL('../', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

async function pglite(): Promise<EngineResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-pglite-'));
  try {
    return await runEngine('PGlite', { databaseUrl: null, dataDir });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function postgres(): Promise<EngineResult | string> {
  if (!(await findPgBin())) return 'skipped: no PostgreSQL binaries (apt-get install postgresql, or set PG_BIN)';
  const child = spawn('bash', ['scripts/with-postgres.sh', TSX, 'bench/run-postgres.ts'], {
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const line = output.split('\n').find((l) => l.startsWith('BENCH_RESULT '));
  if (code !== 0 || !line) return `failed (exit ${code}): ${output.slice(-500)}`;
  return JSON.parse(line.slice('BENCH_RESULT '.length)) as EngineResult;
}

const ms = (value: number) => value.toFixed(1);
const cell = (result: EngineResult | string, pick: (r: EngineResult) => string) =>
  typeof result === 'string' ? '-' : pick(result);

type Ceiling = Extract<EngineResult['ceiling'], { tps: number }>;
const ceilingCell = (r: EngineResult, pick: (ceiling: Ceiling) => string) =>
  r.ceiling && 'tps' in r.ceiling ? pick(r.ceiling) : '-';
const percent = (r: EngineResult, tps: number) => `${((100 * r.bookings.attemptsPerSecond) / tps).toFixed(0)} %`;

function table(results: (EngineResult | string)[]): string {
  const header = `| busy branch, ${CLIENTS} clients | ${results.map((r) => (typeof r === 'string' ? 'PostgreSQL' : r.engine)).join(' | ')} |`;
  const rows: [string, (r: EngineResult) => string][] = [
    ['7-day search p50 / p95 (ms)', (r) => `${ms(r.search.p50)} / ${ms(r.search.p95)}`],
    ['booking requests per second', (r) => r.bookings.attemptsPerSecond.toFixed(0)],
    ['of which booked (201) per second', (r) => r.bookings.createdPerSecond.toFixed(0)],
    [
      'answers',
      (r) =>
        Object.entries(r.bookings.statuses)
          .map(([s, n]) => `${n}x${s}`)
          .join(', '),
    ],
    ['201s for overlapping times', (r) => String(r.bookings.overlapping201s)],
    [
      'outbox sender',
      (r) =>
        r.sender
          ? `own process: ${r.sender.messages} emails in ${r.sender.seconds.toFixed(1)} s (${r.sender.perSecond.toFixed(0)}/s)`
          : 'in the API process',
    ],
    ['overlaps in the database', (r) => String(r.overlapsInDatabase)],
    ['pgbench ceiling, booking transaction (tps)', (r) => ceilingCell(r, (c) => c.tps.toFixed(0))],
    ['API / ceiling', (r) => ceilingCell(r, (c) => percent(r, c.tps))],
    ["pgbench with the clients' contention (tps)", (r) => ceilingCell(r, (c) => c.contendedTps.toFixed(0))],
    ['API / that', (r) => ceilingCell(r, (c) => percent(r, c.contendedTps))],
  ];
  return [
    header,
    `|---|${results.map(() => '---').join('|')}|`,
    ...rows.map(([name, pick]) => `| ${name} | ${results.map((r) => cell(r, pick)).join(' | ')} |`),
  ].join('\n');
}

const results = [await pglite(), await postgres()];
console.info(table(results));
for (const result of results) if (typeof result === 'string') console.info(`PostgreSQL ${result}`);
