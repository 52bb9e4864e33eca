/**
 * `npm run bench:throughput -w e2e` (part of `npm run bench`): how many pages per second the
 * static server answers with 20 clients at once, for a page the server draws against the plain
 * shell page it serves unchanged, in the same run and interleaved, so that the machine's load
 * weighs on both alike. Medians of the rounds are written into the README between the
 * throughput markers. Not part of the tests: figures vary with the machine.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import globalSetup from '../support/global-setup';
import { PORTS, urlOf } from '../support/ports';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 8_000);

interface Target {
  name: string;
  path: string;
  /** Whether the answer must be a drawn page: a fallback to the plain page would flatter it. */
  drawn: boolean;
}

const TARGETS: Target[] = [
  { name: 'plain shell page', path: '/staff/branches', drawn: false },
  { name: 'drawn services step', path: '/demo-salon/mitte/book', drawn: true },
  { name: 'drawn branch list', path: '/demo-salon', drawn: true },
];

interface Round {
  perSecond: number;
  p50: number;
  p95: number;
  /** Answers that were not what the target promises (an error, or a plain page for a drawn one). */
  wrong: number;
  /** Median milliseconds per phase of the drawing, from the answers' `Server-Timing`. */
  phases: Record<string, number>;
}

/** `configuration;dur=12.3, data;dur=30.0, ...` as `{ configuration: 12.3, data: 30 }`. */
function phasesOf(header: string | null): Record<string, number> {
  return Object.fromEntries(
    [...(header ?? '').matchAll(/([a-z]+);dur=([\d.]+)/g)].map(([, name, ms]) => [name, Number(ms)]),
  );
}

const PHASES = ['configuration', 'data', 'render', 'draw'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;

/** CLIENTS loops, each asking again as soon as its answer is read, for ROUND_MS. */
async function round(target: Target): Promise<Round> {
  const url = `${urlOf(PORTS.shell)}${target.path}`;
  const latencies: number[] = [];
  const timings: Record<string, number>[] = [];
  let wrong = 0;
  const started = performance.now();
  const until = started + ROUND_MS;
  const client = async () => {
    while (performance.now() < until) {
      const sent = performance.now();
      // A browser's navigation: the static server draws only for a request that accepts HTML.
      const response = await fetch(url, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
      const html = await response.text();
      latencies.push(performance.now() - sent);
      timings.push(phasesOf(response.headers.get('server-timing')));
      if (!response.ok || html.includes('data-server-drawn') !== target.drawn) wrong++;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const elapsed = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const phases = Object.fromEntries(
    PHASES.map((phase) => [phase, median(timings.flatMap((t) => (phase in t ? [t[phase] as number] : [])))]),
  );
  return {
    perSecond: latencies.length / elapsed,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    wrong,
    phases,
  };
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(0)} ms`);

async function main(): Promise<void> {
  const teardown = await globalSetup();
  const loadBefore = loadavg()[0] ?? 0;
  const rounds = new Map<Target, Round[]>(TARGETS.map((t) => [t, []]));
  try {
    // One short warm-up each: the first request of a renderer imports it.
    for (const target of TARGETS)
      await fetch(`${urlOf(PORTS.shell)}${target.path}`, { headers: { accept: 'text/html' } }).then((r) => r.text());
    for (let r = 0; r < ROUNDS; r++) for (const target of TARGETS) rounds.get(target)?.push(await round(target));
  } finally {
    await teardown();
  }
  const loadAfter = loadavg()[0] ?? 0;
  const plain = median(rounds.get(TARGETS[0] as Target)?.map((r) => r.perSecond) ?? []);
  const rows = TARGETS.map((target) => {
    const of = rounds.get(target) ?? [];
    const perSecond = median(of.map((r) => r.perSecond));
    const wrong = of.reduce((sum, r) => sum + r.wrong, 0);
    const phases = PHASES.map((phase) => ms(median(of.map((r) => r.phases[phase] ?? Number.NaN))));
    return `| ${target.name} (\`${target.path}\`) | ${perSecond.toFixed(0)} | ${(perSecond / plain).toFixed(2)} | ${ms(median(of.map((r) => r.p50)))} | ${ms(median(of.map((r) => r.p95)))} | ${phases.join(' / ')} | ${wrong} |`;
  });
  const table = [
    `| page, ${CLIENTS} clients | pages per second | of the plain page | p50 | p95 | configuration / data / render / whole drawing (Server-Timing) | not as expected |`,
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.info(table);
  const readme = join(import.meta.dirname, '../../README.md');
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- bench:throughput:start -->';
  const end = '<!-- bench:throughput:end -->';
  const stamped = `${start}\nMedians of ${ROUNDS} interleaved rounds of ${ROUND_MS / 1000} s, ${new Date().toISOString().slice(0, 10)}, load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after on ${availableParallelism()} cores (the clients run on the same machine):\n\n${table}\n${end}`;
  writeFileSync(
    readme,
    text.includes(start) ? text.replace(new RegExp(`${start}[\\s\\S]*${end}`), stamped) : `${text}\n${stamped}\n`,
  );
}

await main();
