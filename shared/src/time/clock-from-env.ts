import { runningClock } from './running-clock';

/** The instant the product's clock reads when it starts: an ISO date and time with its offset. */
export const CLOCK_START = 'BOOKING_CLOCK_START';
/**
 * The real instant (epoch ms) at which the clock read `CLOCK_START`. `scripts/start.mjs` sets it
 * once for all its processes, so that a process started a moment later does not run behind.
 */
export const CLOCK_STARTED_AT = 'BOOKING_CLOCK_STARTED_AT';

// An offset is required: a bare local time would mean another instant on every machine.
const STAMP = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::\d{2}(?:\.\d{1,3})?)?(Z|([+-])(\d{2}):(\d{2}))$/;

/** `2026-12-01T08:30:00+01:00` -> epoch ms; throws with the variable's name on anything else. */
export function parseClockStart(value: string): number {
  const match = STAMP.exec(value);
  const ms = match ? Date.parse(value) : Number.NaN;
  if (!match || Number.isNaN(ms)) {
    throw new Error(
      `${CLOCK_START} must be an ISO date and time with an offset, e.g. 2026-12-01T08:30:00+01:00: ${value}`,
    );
  }
  const [, wall, zulu, sign, hours, minutes] = match;
  const offsetMs = zulu === 'Z' ? 0 : (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  // Date.parse rolls an impossible date such as 2027-02-30 over into March.
  if (new Date(ms + offsetMs).toISOString().slice(0, 16) !== wall) {
    throw new Error(`${CLOCK_START} names a date or time that does not exist: ${value}`);
  }
  return ms;
}

/**
 * The clock the environment asks for: null without `BOOKING_CLOCK_START` (the real clock), else
 * a running clock from that start. Refused in production, where only the real time is right.
 */
export function clockFromEnv(
  env: Record<string, string | undefined>,
  realNow: () => number = Date.now,
): (() => number) | null {
  const value = env[CLOCK_START];
  if (!value) return null;
  if (env.NODE_ENV === 'production' || env.BOOKING_ENVIRONMENT === 'production') {
    throw new Error(`${CLOCK_START} is for tests and demos: production runs on the real clock`);
  }
  const start = parseClockStart(value);
  const startedAtText = env[CLOCK_STARTED_AT];
  const startedAt = startedAtText ? Number(startedAtText) : realNow();
  if (!Number.isSafeInteger(startedAt) || startedAt <= 0) {
    throw new Error(`${CLOCK_STARTED_AT} must be a real instant in epoch milliseconds: ${startedAtText}`);
  }
  return runningClock(start, startedAt, realNow);
}
