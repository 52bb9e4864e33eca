import { addMonths } from '@booking/shared/time/add-calendar';
import type { DomainError } from '../result';

/** How far back staff may enter an appointment, and how far ahead book one, in calendar months. */
export const STAFF_WINDOW_MONTHS = { back: 12, ahead: 24 } as const;

/**
 * Where staff may put an appointment. Online bookings are held to the merchant's lead times;
 * staff are not (a walk-in entered after the fact, one who did not arrive recorded last
 * week, a follow-up half a year out), but not to nothing either: a start in 1970 or 8999 is
 * a typo the calendar would never show again. So from a year back to two years ahead,
 * counted in calendar months in the branch's zone. Outside it: 400 `out_of_range` at
 * `start`, and nothing is written.
 */
export function staffStartProblem(start: Date, now: Date, zone: string): DomainError | null {
  const instant = start.getTime();
  const earliest = addMonths(now.getTime(), -STAFF_WINDOW_MONTHS.back, zone);
  const latest = addMonths(now.getTime(), STAFF_WINDOW_MONTHS.ahead, zone);
  if (instant >= earliest && instant <= latest) return null;
  return { code: 'invalid_input', fields: { start: [{ code: 'out_of_range' }] } };
}
