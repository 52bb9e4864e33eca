const DAY_MS = 86_400_000;

/** The calendar dates (`YYYY-MM-DD`) from `first` to `last`; plain UTC arithmetic is exact on them. */
function datesFrom(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= Date.parse(`${last}T00:00:00Z`); at += DAY_MS) {
    dates.push(new Date(at).toISOString().slice(0, 10));
  }
  return dates;
}

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
  return datesFrom(first, last).filter(
    (date) => days.has(date) || weekdays.has(new Date(`${date}T12:00:00Z`).getUTCDay()),
  );
}

/** The first date from `from` to `last` that is not closed, or null when every one is. */
export function firstOpenDate(from: string, last: string, closed: readonly string[]): string | null {
  return datesFrom(from, last).find((date) => !closed.includes(date)) ?? null;
}
