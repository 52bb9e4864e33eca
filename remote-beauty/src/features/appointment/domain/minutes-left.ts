const MINUTE_MS = 60_000;

/**
 * Whole minutes left until `deadline` at `now`, rounded up (59 s left is "1 minute"), never
 * below 0: what the customer is told about the time to pay.
 */
export function minutesLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / MINUTE_MS));
}
