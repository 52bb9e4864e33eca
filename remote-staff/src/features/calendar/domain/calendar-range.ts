import { dateOfDay, dayNumber, mondayOf } from '@booking/shared/time/local-date';
import { zonedInstant } from '@booking/shared/time/zoned-instant';

/** The seven dates of the week (Monday first, as in Germany) holding `date`. */
export function weekDates(date: string): string[] {
  const monday = mondayOf(dayNumber(date));
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
