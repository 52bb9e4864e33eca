import type { StaffMoveAppointmentRequest } from '@booking/shared/contract/staff-appointments';
import { instantOf } from '@booking/shared/time/instant-of';
import { findAppointment, moveAppointment } from '../db/appointment-repo';
import type { Db } from '../db/db';
import { findStaffAppointment, type StaffAppointmentRecord } from '../db/staff-calendar-repo';
import { applyTransition } from '../domain/appointments/apply-transition';
import { liveStatus } from '../domain/payments/live-status';
import type { DomainError, Result } from '../domain/result';
import { staffStartProblem } from '../domain/staff/staff-start-window';
import { appointmentSummary, enqueueChange } from '../messages/booking-summary';
import { placeForStaff } from './staff-place-appointment';

/**
 * Staff move an appointment to another start and/or employee, keeping its length, in one
 * transaction on the locked row: refused as a conflict (nothing changes) or moved with the
 * customer's update email and the reminder moved, as when the customer moves it. Staff pay
 * no fee and are not bound to the online grid; an appointment that started stays put.
 */
export function staffMoveAppointment(
  db: Db,
  input: { organizationId: string; id: string; request: StaffMoveAppointmentRequest; now: Date },
): Promise<Result<StaffAppointmentRecord, DomainError>> {
  const { organizationId, id, request, now } = input;
  return db.transaction(async (tx) => {
    const key = { organizationId, id };
    const appointment = await findAppointment(tx, key, true);
    if (!appointment) return { ok: false, error: { code: 'appointment_not_found' } };
    const next = applyTransition(
      { status: liveStatus(appointment, now.getTime()), start: appointment.start.getTime() },
      'reschedule',
      now.getTime(),
    );
    if (!next.ok) return next;
    const start = new Date(instantOf(request.start));
    const outside = staffStartProblem(start, now, appointment.branch.timezone);
    if (outside) return { ok: false, error: outside };
    const range = { start, end: new Date(start.getTime() + appointment.end.getTime() - appointment.start.getTime()) };
    const placed = await placeForStaff(
      tx,
      {
        organizationId,
        branch: appointment.branch,
        employeeId: request.employee_id ?? appointment.employee.id,
        range,
        now,
        ignoreId: appointment.id,
      },
      (sp, employee) =>
        moveAppointment(
          sp,
          appointment.id,
          { employeeId: employee.id, ...range, status: next.value.status, feesDueMinor: appointment.fees_due_minor },
          now,
        ),
    );
    if (!placed.ok) return placed;
    const moved = await findAppointment(tx, key);
    if (!moved) throw new Error('The appointment vanished inside its own transaction');
    if (moved.source === 'online') {
      await enqueueChange(tx, appointmentSummary(moved, organizationId), 'rescheduled', now);
    }
    const shown = await findStaffAppointment(tx, organizationId, id);
    if (!shown) throw new Error('The appointment vanished inside its own transaction');
    return { ok: true, value: shown };
  });
}
