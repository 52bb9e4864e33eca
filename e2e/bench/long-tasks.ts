/**
 * `npm run bench:long-tasks -w e2e [-- <path> ...]`: what the long main-thread tasks of a first
 * visit are made of. Lighthouse gives the longest task's duration only; this loads each page in
 * Debian's Chromium, records a Chrome trace, and prints every task over 50 ms at 4x CPU slowdown
 * with the steps inside it that took over 10 ms (script evaluation by URL, microtasks, style,
 * layout), so a task can be cut where it is long.
 *
 * Like Lighthouse's default (simulated) throttling, it runs the CPU at full speed and multiplies
 * by 4; and it counts the thread's CPU time (`tdur`), not the wall-clock time, so that other
 * processes on a busy machine do not lengthen the tasks. Not a test: figures still vary.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../support/chromium-flags';
import globalSetup from '../support/global-setup';
import { PORTS, urlOf } from '../support/ports';

const DEFAULT_PATHS = ['/demo-salon', '/demo-salon/mitte/book', '/demo-restaurant/kreuzberg/reserve'];
const RUNS = Number(process.env.LONG_TASK_RUNS ?? 3);
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const STEP_MS = 10;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'v8',
  'blink.user_timing',
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event, in microseconds. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; frame?: string } };
}

interface LongTask {
  start: number;
  duration: number;
  steps: string[];
}

function shortUrl(url: string | undefined): string {
  if (!url) return '';
  return url.replace(/^https?:\/\/localhost:\d+/, '');
}

/** The event's CPU time at 4x slowdown, in milliseconds. */
function atSlowdown(event: TraceEvent): number {
  return ((event.tdur ?? event.dur ?? 0) * SLOWDOWN) / 1000;
}

function describe(event: TraceEvent): string {
  const data = event.args?.data;
  const where = [shortUrl(data?.url), data?.functionName].filter(Boolean).join(' ');
  return `${event.name}${where ? ` ${where}` : ''} ${atSlowdown(event).toFixed(0)} ms`;
}

/** Tasks over 50 ms on the page's main thread, each with its steps over 10 ms (nested, in order). */
function longTasksOf(events: TraceEvent[]): LongTask[] {
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = events.filter((e) => e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`));
  const firstTs = Math.min(...onMain.map((e) => e.ts));
  // The product ships classic scripts only: an ES module evaluated in the page is Playwright's.
  const harness = onMain.filter((e) => e.name === 'v8.evaluateModule');
  const tasks = onMain.filter(
    (e) =>
      e.name === 'RunTask' &&
      atSlowdown(e) > LONG_TASK_MS &&
      !harness.some((m) => m.pid === e.pid && m.tid === e.tid && m.ts >= e.ts && m.ts <= e.ts + (e.dur ?? 0)),
  );
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain
      .filter(
        (e) =>
          e !== task &&
          e.pid === task.pid &&
          e.tid === task.tid &&
          e.ts >= task.ts &&
          e.ts + (e.dur ?? 0) <= end &&
          atSlowdown(e) > STEP_MS &&
          e.name !== 'RunTask',
      )
      .sort((a, b) => a.ts - b.ts);
    return {
      start: (task.ts - firstTs) / 1000,
      duration: atSlowdown(task),
      steps: inside.map(describe),
    };
  });
}

async function traceOnce(url: string): Promise<LongTask[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    // The app has taken over (or drawn) the page once #root is no longer the server's. Polled with
    // plain evaluations: Playwright's waitForFunction injects its own large script into the page,
    // whose evaluation would show up as the page's longest task.
    const deadline = Date.now() + 30_000;
    while (
      !(await page.evaluate(() => {
        const root = document.getElementById('root');
        return Boolean(root && !root.hasAttribute('data-server-drawn') && root.querySelector('main'));
      }))
    ) {
      if (Date.now() > deadline) throw new Error(`${url}: the app did not take over within 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await page.waitForLoadState('networkidle');
    const buffer = await browser.stopTracing();
    const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
    return longTasksOf(traceEvents);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_PATHS;
  const teardown = await globalSetup();
  try {
    for (const path of paths) {
      const longest: number[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const tasks = await traceOnce(`${urlOf(PORTS.shell)}${path}`);
        longest.push(Math.max(0, ...tasks.map((t) => t.duration)));
        console.info(`\n${path} run ${run}: ${tasks.length} tasks over ${LONG_TASK_MS} ms`);
        for (const task of tasks) {
          console.info(`  at ${task.start.toFixed(0)} ms: ${task.duration.toFixed(0)} ms`);
          for (const step of task.steps) console.info(`    ${step}`);
        }
      }
      const sorted = [...longest].sort((a, b) => a - b);
      console.info(
        `${path}: longest task per run ${longest.map((d) => d.toFixed(0)).join(', ')} ms (median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)})`,
      );
    }
  } finally {
    await teardown();
  }
}

await main();
