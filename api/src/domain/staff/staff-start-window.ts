import { addMonths, startOfDay } from '@booking/shared/time/add-calendar';
import type { DomainError } from '../result';

/** How far ahead staff may book or move an appointment, in calendar months. */
export const STAFF_HORIZON_MONTHS = 24;

/**
 * Where staff may put an appointment. Online bookings are held to the merchant's lead times;
 * staff are not (a walk-in now, a follow-up half a year out), but not to nothing either: a
 * start in 1970 or 8999 is a typo the calendar would never show again. So from the start of
 * the branch's today (a walk-in served this morning is entered afterwards) up to two years
 * ahead, counted in the branch's zone. Outside it: 400 `out_of_range` at `start`, and nothing
 * is written.
 */
export function staffStartProblem(start: Date, now: Date, zone: string): DomainError | null {
  const instant = start.getTime();
  const earliest = startOfDay(now.getTime(), zone);
  const latest = addMonths(now.getTime(), STAFF_HORIZON_MONTHS, zone);
  if (instant >= earliest && instant <= latest) return null;
  return { code: 'invalid_input', fields: { start: [{ code: 'out_of_range' }] } };
}
