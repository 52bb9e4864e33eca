import type { DomainError, Result } from '../result';

/** What an owner took away from a branch: all of it (closed), or single local dates with a reason. */
export type BranchClosures = { closed: boolean; closedDays: ReadonlyMap<string, string> };

/**
 * Whether the branch takes a new booking on the local `date`: a closed branch refuses
 * everything (`branch_closed`), a closed day refuses that day with the owner's reason
 * (`closed_day`, params date and reason), so the guest or the host reads why, not only "no".
 */
export function checkOpenDay(closures: BranchClosures, date: string): Result<null, DomainError> {
  if (closures.closed) return { ok: false, error: { code: 'branch_closed' } };
  const reason = closures.closedDays.get(date);
  if (reason !== undefined) return { ok: false, error: { code: 'closed_day', params: { date, reason } } };
  return { ok: true, value: null };
}
