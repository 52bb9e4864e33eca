import { MINUTE_MS } from '@booking/shared/time/local-date';
import { type Busy, blockingIntervals } from './busy-intervals';
import { freeStarts, type SearchRules, type Shift } from './free-starts';

/** An employee who performs every chosen service at the branch, with what occupies them. */
export type Candidate = {
  id: string;
  /** The merchant's order of employees; breaks ties when choosing among free ones. */
  position: number;
  shifts: readonly Shift[];
  busy: readonly Busy[];
};

export type SlotSearch = {
  candidates: readonly Candidate[];
  rules: SearchRules;
  now: number;
  /** A reschedule ignores the appointment's own current time. */
  ignoreId?: string | null;
};

export type FreeSlot = { start: number; end: number; employeeIds: string[] };

/**
 * Free slots for one employee (a single candidate) or for "first available" (several): a
 * start appears once, with every candidate free for the whole duration then, in candidate
 * order. Which of them gets the booking is `rankEmployees`' decision.
 */
export function findSlots({ candidates, rules, now, ignoreId }: SlotSearch): FreeSlot[] {
  const byStart = new Map<number, string[]>();
  for (const candidate of candidates) {
    const blocking = blockingIntervals(candidate.busy, now, ignoreId);
    for (const start of freeStarts(candidate.shifts, blocking, rules)) {
      const ids = byStart.get(start);
      if (ids) ids.push(candidate.id);
      else byStart.set(start, [candidate.id]);
    }
  }
  const duration = rules.durationMinutes * MINUTE_MS;
  return [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, employeeIds]) => ({ start, end: start + duration, employeeIds }));
}
