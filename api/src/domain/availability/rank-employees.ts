import { isLive } from './busy-intervals';
import type { Candidate } from './find-slots';

/**
 * Orders the employees free for a slot by who should get it when the customer chose
 * "first available" (docs/decisions/0011-first-available-employee.md): the one with the
 * fewest booked minutes (appointments and live holds) on that local day, then the
 * merchant's position, then the id, so the same data always gives the same answer.
 * The booking tries them in this order until one insert succeeds.
 */
export function rankEmployees(
  candidates: readonly Candidate[],
  freeIds: readonly string[],
  day: { start: number; end: number },
  now: number,
): string[] {
  const load = (candidate: Candidate) =>
    candidate.busy
      .filter((b) => b.kind !== 'absence' && isLive(b, now))
      .reduce((sum, b) => sum + Math.max(0, Math.min(b.end, day.end) - Math.max(b.start, day.start)), 0);
  return candidates
    .filter((c) => freeIds.includes(c.id))
    .map((candidate) => ({ candidate, load: load(candidate) }))
    .sort(
      (a, b) =>
        a.load - b.load || a.candidate.position - b.candidate.position || a.candidate.id.localeCompare(b.candidate.id),
    )
    .map(({ candidate }) => candidate.id);
}
