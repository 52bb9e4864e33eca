import { localDayOf, zonedInstant } from '@booking/shared/time/zoned-instant';
import { type Busy, type Interval, isLive } from '../availability/busy-intervals';
import { type Shift, shiftsOn } from '../availability/shifts-on';

/** What a staff booking or move runs into, named so the calendar can say it. */
export type Conflict =
  | { with: 'outside_hours' }
  | { with: 'appointment' | 'hold' | 'absence'; id: string | null; start: number; end: number };

/** [start, end) of each shift on a local day, as instants in the zone (DST-correct). */
export function shiftsOnDay(shifts: readonly Shift[], zone: string, day: number): Interval[] {
  return shiftsOn(shifts, day)
    .map((s) => ({ start: zonedInstant(zone, day, s.startMinute), end: zonedInstant(zone, day, s.endMinute) }))
    .sort((a, b) => a.start - b.start);
}

/**
 * Whether staff may put `range` on an employee: inside one of their shifts on that day, and
 * over nothing that still blocks (an absence, an appointment, a live hold). Staff are not
 * bound to the online grid or lead times. Absences are named before appointments: they are
 * what staff can least move. `ignoreId` is the appointment being moved.
 */
export function findConflict(input: {
  range: Interval;
  zone: string;
  shifts: readonly Shift[];
  busy: readonly Busy[];
  now: number;
  ignoreId?: string | null;
}): Conflict | null {
  const { range, zone } = input;
  const day = localDayOf(zone, range.start);
  const inShift = shiftsOnDay(input.shifts, zone, day).some((s) => s.start <= range.start && range.end <= s.end);
  if (!inShift) return { with: 'outside_hours' };
  const overlapping = input.busy
    .filter((b) => isLive(b, input.now) && (input.ignoreId == null || b.id !== input.ignoreId))
    .filter((b) => b.start < range.end && range.start < b.end)
    .sort((a, b) => order(a) - order(b) || a.start - b.start);
  const first = overlapping[0];
  return first ? { with: first.kind, id: first.id ?? null, start: first.start, end: first.end } : null;
}

const order = (b: Busy) => (b.kind === 'absence' ? 0 : b.kind === 'appointment' ? 1 : 2);
