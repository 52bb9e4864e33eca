import { listAppointmentsInAbsences, listLiveAppointmentsAt } from '../db/appointments-in-absences-repo';
import type { Db } from '../db/db';
import { listEmployeeShifts } from '../db/employee-shifts-repo';
import type { StaffAppointmentRecord } from '../db/staff-calendar-repo';
import { appointmentsOutsideHours } from '../domain/rota/appointments-outside-hours';

export type AppointmentToHandleRecord =
  | { appointment: StaffAppointmentRecord; reason: 'absence'; absenceId: string }
  | { appointment: StaffAppointmentRecord; reason: 'outside_hours' };

/**
 * The branch's booked appointments someone still has to move or cancel, soonest first: those
 * an absence was recorded over, and those a change of hours (hours removed, a day off, the
 * employee removed) left outside their employee's hours because the owner chose to keep them.
 * Neither online nor staff bookings can be written outside hours, so every appointment there
 * is one such a choice kept. A read, never a stored flag: moving, cancelling or new hours end it.
 */
export async function listAppointmentsToHandle(
  db: Db,
  branchId: string,
  now: Date,
): Promise<AppointmentToHandleRecord[]> {
  const inAbsences = await listAppointmentsInAbsences(db, branchId, now);
  const handled = new Set(inAbsences.map((item) => item.appointment.id));
  const live = (await listLiveAppointmentsAt(db, branchId, now)).filter((a) => !handled.has(a.id));
  const shifts = await listEmployeeShifts(db, [...new Set(live.map((a) => a.employee.id))]);
  const outside = live.filter(
    (a) =>
      appointmentsOutsideHours(
        [{ id: a.id, branchId: a.branch.id, zone: a.branch.timezone, start: a.start.getTime(), end: a.end.getTime() }],
        shifts.get(a.employee.id) ?? [],
      ).length > 0,
  );
  const all: AppointmentToHandleRecord[] = [
    ...inAbsences.map((item) => ({ ...item, reason: 'absence' as const })),
    ...outside.map((appointment) => ({ appointment, reason: 'outside_hours' as const })),
  ];
  return all.sort(
    (x, y) =>
      x.appointment.start.getTime() - y.appointment.start.getTime() || x.appointment.id.localeCompare(y.appointment.id),
  );
}
