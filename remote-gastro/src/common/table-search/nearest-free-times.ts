import { datesFrom, shiftDate } from '@booking/shared/time/local-date';

/** One searched day and its free start times, in order. */
export interface DayTimes {
  date: string;
  slots: readonly string[];
}

/**
 * What a full day offers instead: the first few free times of the following days, nearest
 * first, so one tap books the closest alternative. Days without a free time are left out.
 */
export function nearestFreeTimes(days: readonly DayTimes[], perDay = 3, maxDays = 3): DayTimes[] {
  return [...days]
    .sort((a, b) => a.date.localeCompare(b.date))
    .filter((day) => day.slots.length > 0)
    .slice(0, maxDays)
    .map((day) => ({ date: day.date, slots: day.slots.slice(0, perDay) }));
}

/** The dates after `date`, up to `count` of them and not beyond `last` (`YYYY-MM-DD`). */
export function followingDates(date: string, count: number, last: string): string[] {
  const end = shiftDate(date, count);
  return datesFrom(shiftDate(date, 1), end < last ? end : last);
}
