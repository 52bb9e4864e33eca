import { DAY_MS } from './local-date';
import { localDayOf, localMinuteOf, zonedInstant } from './zoned-instant';

/**
 * Calendar steps in a zone: the wall-clock time stays and the date moves, so one day after
 * 10:00 is 10:00 even when that day is 23 or 25 hours long (daylight saving).
 */
export function addDays(instant: number, days: number, zone: string): number {
  return zonedInstant(zone, localDayOf(zone, instant) + days, localMinuteOf(zone, instant));
}

/**
 * Calendar months in a zone; a day the target month lacks becomes its last day, so 30
 * November + 3 months is 28 February (29 in a leap year), never 2 March.
 */
export function addMonths(instant: number, months: number, zone: string): number {
  return zonedInstant(zone, addMonthsToDay(localDayOf(zone, instant), months), localMinuteOf(zone, instant));
}

/** The same on a day number (a wall-clock date, see local-date.ts). */
export function addMonthsToDay(day: number, months: number): number {
  const date = new Date(day * DAY_MS);
  const firstOfTarget = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1);
  const target = new Date(firstOfTarget);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return firstOfTarget / DAY_MS + Math.min(date.getUTCDate(), lastDay) - 1;
}

/** The instant the local day of `instant` begins in the zone (23 or 25 hours before the next one on change days). */
export function startOfDay(instant: number, zone: string): number {
  return zonedInstant(zone, localDayOf(zone, instant), 0);
}
