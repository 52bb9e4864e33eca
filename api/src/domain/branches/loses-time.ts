import type { WeekHours } from '@booking/shared/contract/branch-settings';
import { dateOfDay, weekdayOf } from '@booking/shared/time/local-date';
import { localDayOf, localMinuteOf } from '@booking/shared/time/zoned-instant';

/**
 * When a branch takes bookings: open or closed, its weekly hours (null: none set, so only the
 * employees' hours bound it) and the local dates it is closed on.
 */
export type BranchTimes = { open: boolean; hours: WeekHours | null; closedDays: ReadonlySet<string> };

const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether [start, end) lies on an open day of the branch, inside one of that day's periods. */
export function fitsBranchTimes(range: { start: number; end: number }, zone: string, times: BranchTimes): boolean {
  if (!times.open) return false;
  const day = localDayOf(zone, range.start);
  if (times.closedDays.has(dateOfDay(day))) return false;
  if (times.hours === null) return true;
  const from = localMinuteOf(zone, range.start);
  // An end at the next midnight is minute 1440 of this day.
  const to =
    localDayOf(zone, range.end) === day ? localMinuteOf(zone, range.end) : 1440 * (localDayOf(zone, range.end) - day);
  const periods = times.hours[weekdayOf(day)] ?? [];
  return periods.some((p) => minuteOf(p.start) <= from && to <= minuteOf(p.end));
}

/**
 * Whether a change of the branch's times takes the appointment's time away: it fitted before
 * and does not after. One that lay outside the hours already (staff booked it there) is not
 * the change's doing, so it is not asked about again.
 */
export function losesTime(
  range: { start: number; end: number },
  zone: string,
  before: BranchTimes,
  after: BranchTimes,
): boolean {
  return fitsBranchTimes(range, zone, before) && !fitsBranchTimes(range, zone, after);
}
