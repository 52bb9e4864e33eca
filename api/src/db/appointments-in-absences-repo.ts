import type { Db } from './db';
import {
  STAFF_APPOINTMENT_SELECT,
  type StaffAppointmentRecord,
  type StaffAppointmentRow,
  toStaffAppointment,
} from './staff-calendar-repo';

/**
 * An appointment that still holds its time: not cancelled, not a hold, and not an online
 * payment whose window ran out (that one lapsed: decision 0013 reads the lapse, never writes it).
 */
const LIVE = `a.status NOT IN ('cancelled', 'held') AND (a.payment_due_at IS NULL OR a.payment_due_at > $NOW)`;
const live = (now: number) => LIVE.replace('$NOW', `$${now}`);

/** An employee's live appointments over [from, to), at any branch, in start order: what an absence there lies over. */
export async function listLiveAppointmentsOf(
  db: Db,
  employeeId: string,
  from: Date,
  to: Date,
  now: Date,
): Promise<StaffAppointmentRecord[]> {
  const rows = await db.query<StaffAppointmentRow>(
    `${STAFF_APPOINTMENT_SELECT}
      WHERE a.employee_id = $1 AND a.during && tstzrange($2, $3) AND ${live(4)}
      ORDER BY lower(a.during), a.id`,
    [employeeId, from, to, now],
  );
  return rows.map(toStaffAppointment);
}

/** The branch's live appointments that have not ended, soonest first: what a change of its hours may take time from. */
export async function listLiveAppointmentsAt(db: Db, branchId: string, now: Date): Promise<StaffAppointmentRecord[]> {
  const rows = await db.query<StaffAppointmentRow>(
    `${STAFF_APPOINTMENT_SELECT}
      WHERE a.branch_id = $1 AND upper(a.during) > $2 AND ${live(2)}
      ORDER BY lower(a.during), a.id`,
    [branchId, now],
  );
  return rows.map(toStaffAppointment);
}

/**
 * The branch's live appointments that have not ended and lie in an absence of their employee,
 * soonest first, each with the (earliest) absence it lies in: what staff still have to move
 * or cancel after recording an absence over them.
 */
export async function listAppointmentsInAbsences(
  db: Db,
  branchId: string,
  now: Date,
): Promise<{ appointment: StaffAppointmentRecord; absenceId: string }[]> {
  const rows = await db.query<StaffAppointmentRow & { absence_id: string }>(
    `SELECT * FROM (${STAFF_APPOINTMENT_SELECT}
        WHERE a.branch_id = $1 AND upper(a.during) > $2 AND ${live(2)}) a
      CROSS JOIN LATERAL (
        SELECT x.id AS absence_id FROM absences x
         WHERE x.employee_id = a.employee_id AND x.during && tstzrange(a.start, a."end")
         ORDER BY lower(x.during), x.id LIMIT 1) x
      ORDER BY a.start, a.id`,
    [branchId, now],
  );
  return rows.map(({ absence_id, ...row }) => ({ appointment: toStaffAppointment(row), absenceId: absence_id }));
}
