import type { StaffAbsenceRequest, StaffAbsenceUpdate } from '@booking/shared/contract/staff-absences';
import { instantOf } from '@booking/shared/time/instant-of';
import { listLiveAppointmentsOf } from '../db/appointments-in-absences-repo';
import type { Db } from '../db/db';
import { type AbsenceRecord, findAbsence, findStaffEmployee } from '../db/staff-calendar-repo';
import type { DomainError, Result } from '../domain/result';
import { appointmentsInTheWayError } from './appointments-in-the-way';

type Fields = Omit<StaffAbsenceUpdate, 'start' | 'end'> & { start: string; end: string };

/**
 * An absence over live appointments is recorded only when staff confirmed it
 * (`over_appointments`): otherwise it is refused naming the first and how many there are, and
 * listing them all for the confirmation. Recorded over them, the appointments stay as they are
 * (the customers still expect them) until staff move or cancel each from the list of
 * appointments to handle; nothing new can be booked into the absence (decision 0034's trigger).
 * The employee is locked, as by staff bookings, so the check holds. Times named in the zone of
 * the appointment's branch.
 */
async function appointmentsInTheWay(tx: Db, employeeId: string, start: Date, end: Date, now: Date) {
  return appointmentsInTheWayError(await listLiveAppointmentsOf(tx, employeeId, start, end, now), now);
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
  if (!absence.over_appointments) {
    const conflict = await appointmentsInTheWay(tx, employee.id, start, end, now);
    if (conflict) return { ok: false, error: conflict };
  }
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
