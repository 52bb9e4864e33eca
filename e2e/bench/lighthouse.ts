/**
 * `npm run bench`: Lighthouse (mobile defaults: simulated 150 ms RTT, 1.6 Mbps, 4x CPU) on the
 * built product in Debian's Chromium, five runs per page, medians written into the README
 * between the bench markers with the date and the machine's load. Not part of the tests: figures
 * vary with the machine.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import globalSetup from '../support/global-setup';
import { PORTS, urlOf } from '../support/ports';

const RUNS = 5;
const PAGES = [
  { name: 'salon branches', path: '/demo-salon' },
  { name: 'salon services step', path: '/demo-salon/mitte/book' },
  { name: 'restaurant first step', path: '/demo-restaurant/kreuzberg/reserve' },
];
const FLAGS =
  '--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync';

interface Run {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  /** The longest main-thread task Lighthouse saw (ms, simulated 4x CPU). */
  longestTask: number;
}

function lighthouse(url: string): Run {
  const out = join(tmpdir(), `lh-${process.pid}.json`);
  const bin = join(import.meta.dirname, '../../node_modules/.bin/lighthouse');
  execFileSync(
    bin,
    [
      url,
      `--chrome-flags=${FLAGS}`,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      '--only-categories=performance,accessibility',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      stdio: 'inherit',
    },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(out, { force: true });
  const items: { resourceType?: string; transferSize?: number }[] =
    report.audits['network-requests']?.details?.items ?? [];
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    js: items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
    longestTask: Math.max(
      0,
      ...((report.audits['long-tasks']?.details?.items ?? []) as { duration?: number }[]).map((t) => t.duration ?? 0),
    ),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function main(): Promise<void> {
  const teardown = await globalSetup();
  const rows: string[] = [];
  const loadBefore = loadavg()[0] ?? 0;
  try {
    for (const page of PAGES) {
      const runs = Array.from({ length: RUNS }, () => lighthouse(`${urlOf(PORTS.shell)}${page.path}`));
      const m = (key: keyof Run) => median(runs.map((r) => r[key]));
      rows.push(
        `| ${page.name} (\`${page.path}\`) | ${m('performance')} | ${m('accessibility')} | ${(m('lcp') / 1000).toFixed(2)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${Math.round(m('longestTask'))} ms | ${(m('js') / 1024).toFixed(0)} KB |`,
      );
    }
  } finally {
    await teardown();
  }
  const loadAfter = loadavg()[0] ?? 0;
  const table = [
    '| page | performance | accessibility | LCP | TBT | CLS | longest task | JS transferred |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.info(table);
  const readme = join(import.meta.dirname, '../../README.md');
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- bench:lighthouse:start -->';
  const end = '<!-- bench:lighthouse:end -->';
  const stamped = `${start}\nMedian of ${RUNS} Lighthouse runs (mobile defaults), ${new Date().toISOString().slice(0, 10)}, load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after on ${navigatorCores()} cores:\n\n${table}\n${end}`;
  writeFileSync(
    readme,
    text.includes(start) ? text.replace(new RegExp(`${start}[\\s\\S]*${end}`), stamped) : `${text}\n${stamped}\n`,
  );
}

function navigatorCores(): number {
  return availableParallelism();
}

await main();
