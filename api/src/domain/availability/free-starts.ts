import { MINUTE_MS } from '@booking/shared/time/local-date';
import { zonedInstant } from '@booking/shared/time/zoned-instant';
import type { Interval } from './busy-intervals';
import { type Shift, shiftsOn } from './shifts-on';

export type { Shift } from './shifts-on';

export type SearchRules = {
  zone: string;
  /** Local dates (day numbers), both included. */
  fromDay: number;
  toDay: number;
  frequencyMinutes: number;
  /** All chosen services, back to back. */
  durationMinutes: number;
  /**
   * The services' buffers after them (cleaning up): the employee must be free of other work
   * for them too, though they may run past the end of the shift.
   */
  bufferAfterMinutes?: number;
  /** Lead times as instants: no start before `earliest` nor after `latest`. */
  earliest: number;
  latest: number;
};

/**
 * Start instants at which one employee can perform `durationMinutes` of work: inside a
 * shift, on the grid, within the lead times, clear of every blocking interval (sorted and
 * merged). Starts lie on multiples of the frequency counted in wall-clock minutes from
 * local midnight (09:00, 09:10, ...) and then step by elapsed minutes, so across a
 * daylight-saving change the grid continues (01:50 CET is followed by 03:00 CEST) and the
 * twice-occurring autumn hour yields two distinct instants.
 */
export function freeStarts(shifts: readonly Shift[], blocking: readonly Interval[], rules: SearchRules): number[] {
  const step = rules.frequencyMinutes * MINUTE_MS;
  const duration = rules.durationMinutes * MINUTE_MS;
  const blocked = duration + (rules.bufferAfterMinutes ?? 0) * MINUTE_MS;
  const starts: number[] = [];
  let next = 0;
  for (let day = rules.fromDay; day <= rules.toDay; day++) {
    const todays = shiftsOn(shifts, day);
    for (const shift of todays) {
      const shiftStart = zonedInstant(rules.zone, day, shift.startMinute);
      const shiftEnd = zonedInstant(rules.zone, day, shift.endMinute);
      if (shiftEnd <= rules.earliest || shiftStart > rules.latest) continue;
      const onGrid = Math.ceil(shift.startMinute / rules.frequencyMinutes) * rules.frequencyMinutes;
      for (let t = shiftStart + (onGrid - shift.startMinute) * MINUTE_MS; t + duration <= shiftEnd; t += step) {
        if (t < rules.earliest) continue;
        if (t > rules.latest) return starts;
        // Blocking intervals end in order, so one pointer serves the whole sweep.
        while (next < blocking.length && (blocking[next]?.end ?? 0) <= t) next++;
        const blocker = blocking[next];
        if (blocker && blocker.start < t + blocked) continue;
        starts.push(t);
      }
    }
  }
  return starts;
}
