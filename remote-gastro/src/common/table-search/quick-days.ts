/** How many days the quick row offers before the guest needs the full calendar. */
export const QUICK_DAY_COUNT = 7;

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The days of the quick row: the first `count` days of the lead-time window (calendar dates
 * in the branch's zone, so plain UTC day arithmetic is exact), plus the chosen day when it lies
 * later, so the guest always sees what is selected.
 */
export function quickDays(first: string, last: string, chosen: string | null, count = QUICK_DAY_COUNT): string[] {
  const start = dayNumber(first);
  const end = Math.min(dayNumber(last), start + count - 1);
  const days: string[] = [];
  for (let day = start; day <= end; day += 1) days.push(dateOf(day));
  if (chosen !== null && chosen >= first && chosen <= last && !days.includes(chosen)) days.push(chosen);
  return days;
}
