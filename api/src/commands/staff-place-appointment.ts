import type { Db } from '../db/db';
import { SQLSTATE, sqlState } from '../db/db';
import { purgeExpiredHolds } from '../db/hold-repo';
import type { BranchRef } from '../db/merchant-settings-repo';
import { findStaffEmployee, loadEmployeeBusy, type StaffEmployee } from '../db/staff-calendar-repo';
import type { DomainError, Result } from '../domain/result';
import { conflictError } from '../domain/staff/conflict-error';
import { findConflict } from '../domain/staff/find-conflict';

/**
 * The part a staff booking and a staff move share: the employee (404 if not of this
 * organization), locked for the transaction so staff writes on one person (appointments,
 * absences) are decided one after another; the range checked against their working hours
 * at the branch, absences, appointments and live holds (409 appointment_conflict naming
 * it); expired holds there purged; then `write`, whose exclusion violation (an online
 * booking that won a race) is answered as the conflict it is.
 */
export async function placeForStaff(
  tx: Db,
  input: {
    organizationId: string;
    branch: BranchRef;
    employeeId: string;
    range: { start: Date; end: Date };
    now: Date;
    ignoreId?: string;
  },
  write: (tx: Db, employee: StaffEmployee) => Promise<void>,
): Promise<Result<StaffEmployee, DomainError>> {
  const { branch, range, now } = input;
  const employee = await findStaffEmployee(tx, input.organizationId, input.employeeId, true);
  if (!employee) return { ok: false, error: { code: 'employee_not_found' } };
  const check = async () => {
    const busy = await loadEmployeeBusy(tx, employee.id, range.start, range.end);
    return findConflict({
      range: { start: range.start.getTime(), end: range.end.getTime() },
      zone: branch.timezone,
      shifts: employee.shiftsByBranch.get(branch.id) ?? [],
      busy,
      now: now.getTime(),
      ignoreId: input.ignoreId ?? null,
    });
  };
  const conflict = await check();
  if (conflict) return { ok: false, error: conflictError(conflict, branch.timezone) };
  await purgeExpiredHolds(tx, employee.id, range.start, range.end, now);
  try {
    await tx.savepoint((sp) => write(sp, employee));
  } catch (error) {
    if (sqlState(error) !== SQLSTATE.exclusionViolation) throw error;
    const lost = await check();
    return { ok: false, error: lost ? conflictError(lost, branch.timezone) : { code: 'slot_taken' } };
  }
  return { ok: true, value: employee };
}
