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
  const dates: string[] = [];
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  for (let i = 1; i <= count; i++) {
    const next = new Date(Date.UTC(year, month - 1, day + i)).toISOString().slice(0, 10);
    if (next > last) break;
    dates.push(next);
  }
  return dates;
}
