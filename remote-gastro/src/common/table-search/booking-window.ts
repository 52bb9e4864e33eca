import type { LeadTime } from '@booking/shared/contract/configuration';
import { leadTimeWindow } from '@booking/shared/time/lead-time-window';

/**
 * The calendar days a guest may pick, as `YYYY-MM-DD` in the branch's time zone: from
 * `now + min lead time` to `now + max lead time` (by default 1 day and 3 months), counted
 * by the same function the API checks a booking with.
 */
export function bookingWindow(
  now: Date,
  min: LeadTime,
  max: LeadTime,
  timeZone: string,
): { first: string; last: string } {
  const { firstDate, lastDate } = leadTimeWindow(now.getTime(), min, max, timeZone);
  return { first: firstDate, last: lastDate };
}
