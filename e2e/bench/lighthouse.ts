/**
 * `npm run bench`: Lighthouse (mobile defaults: simulated 150 ms RTT, 1.6 Mbps, 4x CPU) on the
 * built product in Debian's Chromium, five runs per page, medians written into the README
 * between the bench markers with the date and the machine's load. Not part of the tests:
 * figures vary with the machine.
 *
 * Lighthouse drives a Puppeteer page (its Node API) rather than its CLI: the later steps need
 * the draft their earlier steps leave in the tab's session storage, written by a script that
 * runs before the page's own code (the same drafts as the budget test, support/step-budgets.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS } from '../support/chromium-flags';
import globalSetup from '../support/global-setup';
import { bookAppointment } from '../support/manage-link';
import { PORTS, urlOf } from '../support/ports';
import { reservationLink } from '../support/reservations';
import { initScriptOf, stepVisits } from '../support/step-budgets';

/** Five by default; BENCH_RUNS=n for a quicker look while iterating. */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
interface BenchPage {
  name: string;
  path: string;
  /** Runs in the page before its own code (a later step's draft); none for the first screens. */
  initScript?: string;
}
const FIRST_SCREENS: BenchPage[] = [
  { name: 'salon branches', path: '/demo-salon' },
  { name: 'salon services step', path: '/demo-salon/mitte/book' },
  { name: 'restaurant first step', path: '/demo-restaurant/kreuzberg/reserve' },
  { name: 'staff sign-in', path: '/staff' },
];

/**
 * Pages customers open cold from a link: the time step as the services step links it (its
 * choice is in the URL), and the manage links of a booking and a reservation made for this run.
 */
async function linkedPages(): Promise<BenchPage[]> {
  const answer = await fetch(`${urlOf(PORTS.api)}/v0/organizations/demo-salon/branches/mitte/services`);
  const { results } = (await answer.json()) as { results: { services: { id: string }[] } };
  const appointment = await bookAppointment();
  const reserved = await reservationLink();
  return [
    { name: 'salon time step', path: `/demo-salon/mitte/book/time?services=${results.services[0]?.id}` },
    { name: 'salon manage page', path: appointment.path },
    { name: 'restaurant manage page', path: reserved.path },
  ];
}
/** The later steps (drawn by the browser: they read the visitor's draft), by the budget rows' names. */
const LATER_STEPS = [
  ['salon contact step', 'beauty contact step'],
  ['restaurant contact step', 'gastro contact step'],
] as const;

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

/** One Lighthouse run in a fresh headless Chromium (cold cache, empty storage). */
async function measure(url: string, initScript: string | undefined): Promise<Run> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage();
    if (initScript) await page.evaluateOnNewDocument(initScript);
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const report = result.lhr;
    const items = ((report.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items ?? []) as {
      resourceType?: string;
      transferSize?: number;
    }[];
    return {
      performance: Math.round((report.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
      lcp: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      js: items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
      longestTask: Math.max(
        0,
        ...(
          ((report.audits['long-tasks']?.details as { items?: unknown[] } | undefined)?.items ?? []) as {
            duration?: number;
          }[]
        ).map((t) => t.duration ?? 0),
      ),
    };
  } finally {
    await browser.close();
  }
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
    const steps = await stepVisits();
    const later: BenchPage[] = LATER_STEPS.map(([name, step]) => {
      const visit = steps.visits.find((v) => v.name.startsWith(step));
      if (!visit) throw new Error(`no visit for ${step}`);
      return { name, path: visit.path, initScript: initScriptOf(visit) };
    });
    for (const page of [...FIRST_SCREENS, ...(await linkedPages()), ...later]) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(await measure(`${urlOf(PORTS.shell)}${page.path}`, page.initScript));
      const m = (key: keyof Run) => median(runs.map((r) => r[key]));
      rows.push(
        `| ${page.name} (\`${page.path}\`) | ${m('performance')} | ${m('accessibility')} | ${(m('lcp') / 1000).toFixed(2)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${Math.round(m('longestTask'))} ms | ${(m('js') / 1024).toFixed(0)} KB |`,
      );
    }
    await steps.cleanUp();
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
  const stamped = `${start}\nMedian of ${RUNS} Lighthouse runs (mobile defaults), ${new Date().toISOString().slice(0, 10)}, load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after on ${availableParallelism()} cores:\n\n${table}\n${end}`;
  writeFileSync(
    readme,
    text.includes(start) ? text.replace(new RegExp(`${start}[\\s\\S]*${end}`), stamped) : `${text}\n${stamped}\n`,
  );
}

await main();
