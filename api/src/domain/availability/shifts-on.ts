import { mondayOf, weekdayOf } from '@booking/shared/time/local-date';

/**
 * Where a shift of a rota applies, as local day numbers: from `fromDay` (its version's
 * effective date) until the day before `untilDay` (the next version's), every week or every
 * second week (`cycleWeek` of `cycleWeeks`, counted from the Monday of `fromDay`'s week), except
 * on `exceptDays`, whose hours an exception gives. An exception's own shift has `onDay`.
 */
export type ShiftSpan =
  | { fromDay: number; untilDay: number | null; cycleWeeks: number; cycleWeek: number; exceptDays: readonly number[] }
  | { onDay: number };

/**
 * Working hours at one branch, wall clock in the branch's zone. Without `span` the shift
 * repeats every week for ever (a branch's opening hours).
 */
export type Shift = { weekday: number; startMinute: number; endMinute: number; span?: ShiftSpan };

/** Whether `shift` is worked on the local day `day`. */
export function shiftApplies(shift: Shift, day: number): boolean {
  const span = shift.span;
  if (span && 'onDay' in span) return span.onDay === day;
  if (shift.weekday !== weekdayOf(day)) return false;
  if (!span) return true;
  if (day < span.fromDay || (span.untilDay !== null && day >= span.untilDay)) return false;
  if (span.exceptDays.includes(day)) return false;
  const week = Math.floor((day - mondayOf(span.fromDay)) / 7);
  return week % span.cycleWeeks === span.cycleWeek;
}

/** The shifts worked on `day`, earliest first. */
export function shiftsOn(shifts: readonly Shift[], day: number): Shift[] {
  return shifts.filter((s) => shiftApplies(s, day)).sort((a, b) => a.startMinute - b.startMinute);
}
