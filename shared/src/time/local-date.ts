/**
 * Calendar dates as day numbers (days since 1970-01-01), so date arithmetic is integer
 * arithmetic with no zone involved. A day number is a wall-clock date, not an instant.
 * Dates as text are `YYYY-MM-DD`, which order as strings do: `<` and `localeCompare`
 * compare them. "Today" is a date in a zone: today-in.ts.
 */
export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** `2026-03-29` -> its day number. The caller has validated the format. */
export function dayNumber(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday, as JavaScript's getDay() and PostgreSQL's EXTRACT(DOW). */
export function weekdayOf(day: number): number {
  return new Date(day * DAY_MS).getUTCDay();
}

/** The Monday of the week holding a day (weeks run Monday to Sunday, as in Germany). */
export function mondayOf(day: number): number {
  return day - ((weekdayOf(day) + 6) % 7);
}

/** Whether a text is a local date: the `YYYY-MM-DD` form and a day the calendar has (not 30 February). */
export function isLocalDate(value: string | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return dateOfDay(dayNumber(value)) === value;
}

/** A date moved by whole calendar days (no zone involved: dates are wall-clock days). */
export function shiftDate(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}

/** The dates from `first` to `last`, both included; none when `last` comes first. */
export function datesFrom(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let day = dayNumber(first); day <= dayNumber(last); day++) dates.push(dateOfDay(day));
  return dates;
}
