import { type Db, SQLSTATE, sqlState } from '../db/db';
import { purgeExpiredHolds } from '../db/hold-repo';
import type { Result } from '../domain/result';

/** PostgreSQL breaks a deadlock by failing one side; for us that side simply lost the race. */
const DEADLOCK_DETECTED = '40P01';

export type ClaimRange = { start: Date; end: Date; now: Date };

/**
 * Tries the employees in order until one write claims the range. The database is the
 * truth: a write that reports no row (INSERT ... ON CONFLICT DO NOTHING against the
 * exclusion constraint) or fails with 23P01 (an UPDATE) lost to another claim, and the
 * next employee is tried. Expired holds that the read saw in the range are purged first,
 * in the same place a job would have: right before the range is needed. All lost:
 * slot_taken.
 */
export async function claimSlot(
  db: Db,
  employeeIds: readonly string[],
  range: ClaimRange,
  /** `last`: no employee is left after this one (its loss is the answer, slot_taken). */
  write: (employeeId: string, last: boolean) => Promise<boolean>,
  expiredHoldIn: (employeeId: string) => boolean = () => false,
): Promise<Result<string, { code: 'slot_taken' }>> {
  for (const [index, employeeId] of employeeIds.entries()) {
    if (expiredHoldIn(employeeId)) await purgeExpiredHolds(db, employeeId, range.start, range.end, range.now);
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        if (await write(employeeId, index === employeeIds.length - 1)) return { ok: true, value: employeeId };
        break;
      } catch (error) {
        const state = sqlState(error);
        if (state === SQLSTATE.exclusionViolation) break;
        // Two overlapping UPDATEs can wait on each other; the one failed may try once more.
        if (state === DEADLOCK_DETECTED && attempt === 0) continue;
        throw error;
      }
    }
  }
  return { ok: false, error: { code: 'slot_taken' } };
}
