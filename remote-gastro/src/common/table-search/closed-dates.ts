import { datesFrom, dayNumber, weekdayOf } from '@booking/shared/time/local-date';

/**
 * Every date from `first` to `last` (the branch's calendar) the restaurant is closed on: its
 * closed days, and each date of a weekday without opening hours.
 */
export function closedDates(
  first: string,
  last: string,
  closures: { dates?: readonly string[]; weekdays?: readonly number[] },
): string[] {
  const days = new Set(closures.dates ?? []);
  const weekdays = new Set(closures.weekdays ?? []);
  return datesFrom(first, last).filter((date) => days.has(date) || weekdays.has(weekdayOf(dayNumber(date))));
}

/** The first date from `from` to `last` that is not closed, or null when every one is. */
export function firstOpenDate(from: string, last: string, closed: readonly string[]): string | null {
  return datesFrom(from, last).find((date) => !closed.includes(date)) ?? null;
}
