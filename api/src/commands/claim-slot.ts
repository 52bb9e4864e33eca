import { type Db, SQLSTATE, sqlState } from '../db/db';
import { purgeExpiredHolds } from '../db/hold-repo';
import type { Result } from '../domain/result';

/**
 * Tries the employees in order until one write succeeds. The database is the truth: a
 * write refused with 23P01 means another claim overlaps. If expired holds are what
 * overlaps, they are purged and the write tried once more; otherwise the next employee
 * is tried. All refused: slot_taken.
 */
export async function claimSlot(
  db: Db,
  employeeIds: readonly string[],
  range: { start: Date; end: Date; now: Date },
  write: (employeeId: string) => Promise<void>,
): Promise<Result<string, { code: 'slot_taken' }>> {
  for (const employeeId of employeeIds) {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await write(employeeId);
        return { ok: true, value: employeeId };
      } catch (error) {
        if (sqlState(error) !== SQLSTATE.exclusionViolation) throw error;
        const purged = attempt === 0 ? await purgeExpiredHolds(db, employeeId, range.start, range.end, range.now) : 0;
        if (purged === 0) break;
      }
    }
  }
  return { ok: false, error: { code: 'slot_taken' } };
}
