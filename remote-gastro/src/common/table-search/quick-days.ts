import { datesFrom, shiftDate } from '@booking/shared/time/local-date';

/** How many days the quick row offers before the guest needs the full calendar. */
export const QUICK_DAY_COUNT = 7;

/**
 * The days of the quick row: the first `count` days of the lead-time window (calendar dates
 * in the branch's zone, so plain UTC day arithmetic is exact), plus the chosen day when it lies
 * later, so the guest always sees what is selected.
 */
export function quickDays(first: string, last: string, chosen: string | null, count = QUICK_DAY_COUNT): string[] {
  const end = shiftDate(first, count - 1);
  const days = datesFrom(first, end < last ? end : last);
  if (chosen !== null && chosen >= first && chosen <= last && !days.includes(chosen)) days.push(chosen);
  return days;
}
