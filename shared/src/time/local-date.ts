/**
 * Calendar dates as day numbers (days since 1970-01-01), so date arithmetic is integer
 * arithmetic with no zone involved. A day number is a wall-clock date, not an instant.
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
