import { dayNumber } from '@booking/shared/time/local-date';
import { zonedInstant } from '@booking/shared/time/zoned-instant';
import type { Busy } from './busy-intervals';
import type { Shift } from './free-starts';

/**
 * An employee's shifts cut to the branch's opening periods of the same weekday: a salon offers
 * times when it is open and the employee works. A branch without any opening periods (set up
 * before they existed) is bound by its employees' hours alone.
 */
export function withinOpening(shifts: readonly Shift[], opening: readonly Shift[]): Shift[] {
  if (opening.length === 0) return [...shifts];
  const cut: Shift[] = [];
  for (const shift of shifts) {
    for (const open of opening) {
      if (open.weekday !== shift.weekday) continue;
      const startMinute = Math.max(shift.startMinute, open.startMinute);
      const endMinute = Math.min(shift.endMinute, open.endMinute);
      if (endMinute > startMinute) cut.push({ weekday: shift.weekday, startMinute, endMinute });
    }
  }
  return cut;
}

/** A closed day as something that occupies everyone, midnight to midnight in the branch's zone. */
export function closedDayBusy(dates: readonly string[], zone: string): Busy[] {
  return dates.map((date) => {
    const day = dayNumber(date);
    return { start: zonedInstant(zone, day, 0), end: zonedInstant(zone, day + 1, 0), kind: 'absence', id: null };
  });
}
