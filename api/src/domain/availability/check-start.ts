import { localDayOf, zonedInstant } from '@booking/shared/time/zoned-instant';
import type { Result } from '../result';
import { findSlots, type SlotSearch } from './find-slots';
import { rankEmployees } from './rank-employees';

export type StartError = { code: 'slot_taken' } | { code: 'slot_unavailable' };

/**
 * Whether `start` is a slot the search would offer, and if so the employees to try, best
 * first. A start the schedule offers but bookings or holds cover is `slot_taken` (someone
 * was faster); one it never offers (off the grid, outside working hours, in an absence,
 * outside the lead times) is `slot_unavailable`. Candidates are employees, or the tables
 * of a restaurant.
 */
export function checkStart(
  search: SlotSearch,
  start: number,
  /** Orders the free candidates; restaurants pass their best-fit order of tables. */
  rank: typeof rankEmployees = rankEmployees,
): Result<string[], StartError> {
  const zone = search.rules.zone;
  const day = localDayOf(zone, start);
  const oneDay: SlotSearch = { ...search, rules: { ...search.rules, fromDay: day, toDay: day } };
  const slot = findSlots(oneDay).find((s) => s.start === start);
  if (slot) {
    const bounds = { start: zonedInstant(zone, day, 0), end: zonedInstant(zone, day + 1, 0) };
    return { ok: true, value: rank(search.candidates, slot.employeeIds, bounds, search.now) };
  }
  const withoutClaims = oneDay.candidates.map((c) => ({ ...c, busy: c.busy.filter((b) => b.kind === 'absence') }));
  const offered = findSlots({ ...oneDay, candidates: withoutClaims }).some((s) => s.start === start);
  return { ok: false, error: { code: offered ? 'slot_taken' : 'slot_unavailable' } };
}
