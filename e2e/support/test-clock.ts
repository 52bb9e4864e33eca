import { CLOCK_START, CLOCK_STARTED_AT, clockFromEnv, parseClockStart } from '@booking/shared/time/clock-from-env';
import { MINUTE_MS, shiftDate, weekdayOf } from '@booking/shared/time/local-date';
import { todayIn } from '@booking/shared/time/today-in';
import { localDayOf, zonedInstant } from '@booking/shared/time/zoned-instant';
import type { Browser, BrowserContext, BrowserContextOptions, Cookie } from '@playwright/test';

/** The demo branches' zone: the default start is a morning there. */
const ZONE = 'Europe/Berlin';
const TUESDAY = 2;
const HALF_PAST_TWELVE = 12 * 60 + 30;

/**
 * The next Tuesday 12:30 in Berlin from `realNow` on: an ordinary working day with the salons'
 * afternoon still free and the restaurant's lunch service open (a host can seat a walk-in now),
 * whatever the hour on the machine. Never in the past: the
 * browser keeps cookies by the real time, and a staff session cookie that expires (by the API's
 * clock) before the real now would be dropped as it arrives.
 */
export function defaultClockStart(realNow: number): number {
  const today = localDayOf(ZONE, realNow);
  for (let day = today; ; day++) {
    const start = zonedInstant(ZONE, day, HALF_PAST_TWELVE);
    if (weekdayOf(day) === TUESDAY && start > realNow) return start;
  }
}

/**
 * The instant the run's clock starts at, as the text `BOOKING_CLOCK_START` takes, or null for
 * the real clock. `E2E_CLOCK_START` is an ISO time with its offset (e.g.
 * `2026-11-28T23:30:00+01:00` for a Saturday night), `tuesday` (the default, unset too) for the
 * next Tuesday lunchtime, or `real` for the machine's own time (decision 0049).
 */
export function clockStartForRun(env: Record<string, string | undefined>, realNow: number): string | null {
  const chosen = env.E2E_CLOCK_START || 'tuesday';
  if (chosen === 'real') return null;
  if (chosen === 'tuesday') return new Date(defaultClockStart(realNow)).toISOString();
  if (parseClockStart(chosen) < realNow - MINUTE_MS) {
    throw new Error(
      `E2E_CLOCK_START lies in the past (${chosen}): the browser keeps cookies by the real time, so sessions would expire on arrival`,
    );
  }
  return chosen;
}

/** Sets the variables every process of the product and every test worker reads the clock from. */
export function shareClock(env: Record<string, string | undefined>, start: string, realNow: number): void {
  env[CLOCK_START] = start;
  env[CLOCK_STARTED_AT] = String(realNow);
}

let running: (() => number) | null | undefined;

/** "Now" on the run's clock, in a test: the same instant the API and the pages read. */
export function testNow(): number {
  // Read when first asked: global-setup.ts sets the variables after this module is loaded.
  if (running === undefined) running = clockFromEnv(process.env);
  return running ? running() : Date.now();
}

/** Today's date (YYYY-MM-DD) in `zone` on the run's clock, moved by `days`. */
export function testDate(zone: string, days = 0): string {
  return shiftDate(todayIn(zone, testNow()), days);
}

/** Gives a browser context the run's running clock: its pages' Date and timers run from it. */
export async function installTestClock(context: BrowserContext): Promise<void> {
  if (clockFromEnv(process.env) === null) return;
  await context.clock.install({ time: testNow() });
}

/** `browser.newContext` with the run's clock, for tests that need a second visitor or another zone. */
export async function newContextOnTestClock(
  browser: Browser,
  options?: BrowserContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await installTestClock(context);
  return context;
}

/**
 * The context's cookies that are still alive on the run's clock. The browser's cookie store
 * keeps time by the machine, not by the pages' clock, which runs ahead of it: a page that
 * deletes a cookie by giving it an expiry a day back on its own clock (posthog-js does) leaves
 * it in the store until the machine reaches that day. On the run's clock it is gone.
 */
export async function liveCookies(context: BrowserContext): Promise<Cookie[]> {
  const now = testNow() / 1000;
  return (await context.cookies()).filter((cookie) => cookie.expires === -1 || cookie.expires > now);
}
