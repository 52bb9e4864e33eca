import type { StaffAbsenceRequest, StaffAbsenceUpdate } from '@booking/shared/contract/staff-absences';
import { instantOf } from '@booking/shared/time/instant-of';
import type { Db } from '../db/db';
import { type AbsenceRecord, findAbsence, findStaffEmployee } from '../db/staff-calendar-repo';
import type { DomainError, Result } from '../domain/result';
import { conflictError } from '../domain/staff/conflict-error';

type Fields = Omit<StaffAbsenceUpdate, 'start' | 'end'> & { start: string; end: string };

/**
 * An absence over live appointments is refused, naming the first and how many there are
 * (staff move or cancel them first, so no customer is left
 * booked into a holiday). The employee is locked, as by staff bookings, so the check holds.
 * Zone: the appointment's branch, for the times named.
 */
async function appointmentsIn(tx: Db, employeeId: string, start: Date, end: Date, now: Date) {
  const rows = await tx.query<{ id: string; start: Date; end: Date; timezone: string }>(
    `SELECT a.id, lower(a.during) AS start, upper(a.during) AS "end", b.timezone
       FROM appointments a JOIN branches b ON b.id = a.branch_id
      WHERE a.employee_id = $1 AND a.during && tstzrange($2, $3) AND a.status NOT IN ('cancelled', 'held')
        AND (a.payment_due_at IS NULL OR a.payment_due_at > $4)
      ORDER BY lower(a.during)`,
    [employeeId, start, end, now],
  );
  const first = rows[0];
  if (!first) return null;
  const conflict = {
    with: 'appointment' as const,
    id: first.id,
    start: new Date(first.start).getTime(),
    end: new Date(first.end).getTime(),
  };
  return conflictError(conflict, first.timezone, rows.length);
}

async function write(
  tx: Db,
  organizationId: string,
  employeeId: string,
  absence: Fields,
  now: Date,
  id: string | null,
): Promise<Result<AbsenceRecord, DomainError>> {
  const employee = await findStaffEmployee(tx, organizationId, employeeId, true);
  if (!employee) return { ok: false, error: { code: 'employee_not_found' } };
  const start = new Date(instantOf(absence.start));
  const end = new Date(instantOf(absence.end));
  const conflict = await appointmentsIn(tx, employee.id, start, end, now);
  if (conflict) return { ok: false, error: conflict };
  const values = [organizationId, employee.id, absence.kind, start, end, absence.reason || null, absence.notes || null];
  const [row] = id
    ? await tx.query<{ id: string }>(
        `UPDATE absences SET kind = $3, during = tstzrange($4, $5, '[)'), reason = $6, notes = $7
          WHERE organization_id = $1 AND employee_id = $2 AND id = $8 RETURNING id`,
        [...values, id],
      )
    : await tx.query<{ id: string }>(
        `INSERT INTO absences (organization_id, employee_id, kind, during, reason, notes)
         VALUES ($1, $2, $3, tstzrange($4, $5, '[)'), $6, $7) RETURNING id`,
        values,
      );
  const saved = row ? await findAbsence(tx, organizationId, row.id) : null;
  if (!saved) throw new Error('The absence vanished inside its own transaction');
  return { ok: true, value: saved };
}

export function createAbsence(db: Db, organizationId: string, request: StaffAbsenceRequest, now: Date) {
  return db.transaction((tx) => write(tx, organizationId, request.employee_id, request, now, null));
}

export function updateAbsence(db: Db, organizationId: string, id: string, update: StaffAbsenceUpdate, now: Date) {
  return db.transaction(async (tx): Promise<Result<AbsenceRecord, DomainError>> => {
    const absence = await findAbsence(tx, organizationId, id, true);
    if (!absence) return { ok: false, error: { code: 'absence_not_found' } };
    return write(tx, organizationId, absence.employee.id, update, now, id);
  });
}

export async function deleteAbsence(db: Db, organizationId: string, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM absences WHERE organization_id = $1 AND id = $2 RETURNING id', [
    organizationId,
    id,
  ]);
  return rows.length > 0;
}
