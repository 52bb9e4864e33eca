import { dateOfDay, dayNumber, weekdayOf } from '@booking/shared/time/local-date';
import { localDayOf, zonedInstant } from '@booking/shared/time/zoned-instant';

/** A local date (`YYYY-MM-DD`) the calendar can show: the format and a real day of the calendar. */
export function isLocalDate(value: string | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return dateOfDay(dayNumber(value)) === value;
}

/** Today's date in the branch's zone: a receptionist in Lisbon runs the Berlin branch's day. */
export function todayIn(zone: string, now: number): string {
  return dateOfDay(localDayOf(zone, now));
}

/** A date moved by whole calendar days (no zone involved: dates are wall-clock days). */
export function shiftDate(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}

/** The seven dates of the week (Monday first, as in Germany) holding `date`. */
export function weekDates(date: string): string[] {
  const day = dayNumber(date);
  const monday = day - ((weekdayOf(day) + 6) % 7);
  return Array.from({ length: 7 }, (_, index) => dateOfDay(monday + index));
}

/**
 * The instants a local day runs between in the zone, [start, end): 23 hours on the spring
 * change day and 25 on the autumn one, so nothing of the day is lost or shown twice.
 */
export function dayRange(date: string, zone: string): { start: number; end: number } {
  const day = dayNumber(date);
  return { start: zonedInstant(zone, day, 0), end: zonedInstant(zone, day + 1, 0) };
}

/** The instants a week (Monday 00:00 to the next Monday 00:00, local) runs between. */
export function weekRange(date: string, zone: string): { start: number; end: number } {
  const dates = weekDates(date);
  return { start: dayRange(dates[0] ?? date, zone).start, end: dayRange(dates[6] ?? date, zone).end };
}
