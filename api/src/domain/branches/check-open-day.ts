import type { DomainError, Result } from '../result';

/** What an owner took away from a branch: all of it (closed), or single local dates with a reason. */
export type BranchClosures = { closed: boolean; closedDays: ReadonlyMap<string, string> };

/**
 * Whether the branch takes a new booking on the local `date`: a closed branch refuses
 * everything (`branch_closed`), a closed day refuses that day (`closed_day`, params date and
 * reason), so the guest or the host reads why, not only "no". The owner writes the reason for
 * the team: only staff (`forStaff`) are told it; customers get an empty one.
 */
export function checkOpenDay(
  closures: BranchClosures,
  date: string,
  { forStaff }: { forStaff: boolean },
): Result<null, DomainError> {
  if (closures.closed) return { ok: false, error: { code: 'branch_closed' } };
  const owners = closures.closedDays.get(date);
  if (owners === undefined) return { ok: true, value: null };
  return { ok: false, error: { code: 'closed_day', params: { date, reason: forStaff ? owners : '' } } };
}
