import {
  editStaffAppointmentNotes,
  getStaffAppointment,
  moveStaffAppointment,
} from '@booking/shared/contract/operations/staff-appointments';
import type { StaffAppointmentResponse } from '@booking/shared/contract/staff-appointments';
import { Hono } from 'hono';
import { staffMoveAppointment } from '../commands/staff-move-appointment';
import type { Db } from '../db/db';
import { findStaffAppointment } from '../db/staff-calendar-repo';
import { errorResponse } from '../http/error-response';
import { presentStaffAppointment } from '../http/present-staff-appointment';
import { registerOperation } from '../http/register-operation';

/**
 * Staff changes to one appointment besides cancel and payment (routes/staff-appointments.ts):
 * read it, its notes, a move. Another organization's appointment is not found (404).
 */
export function staffAppointmentChangeRoutes({ db, now }: { db: Db; now: () => Date }) {
  const app = new Hono();
  const routes = { app, db, now };
  registerOperation(routes, getStaffAppointment, async (c, input, { staff: { organizationId } }) => {
    const at = now();
    const found = await findStaffAppointment(db, organizationId, input.params.appointment);
    if (!found) return errorResponse(c, { code: 'appointment_not_found' });
    return c.json({
      results: { appointment: presentStaffAppointment(found, at) },
    } satisfies StaffAppointmentResponse);
  });
  registerOperation(routes, editStaffAppointmentNotes, async (c, input, { staff: { organizationId } }) => {
    const at = now();
    const id = input.params.appointment;
    const updated = await db.query(
      `UPDATE appointments SET staff_notes = $3, updated_at = $4
            WHERE organization_id = $1 AND id = $2 AND status <> 'held' RETURNING id`,
      [organizationId, id, input.body.notes || null, at],
    );
    const found = updated.length > 0 ? await findStaffAppointment(db, organizationId, id) : null;
    if (!found) return errorResponse(c, { code: 'appointment_not_found' });
    return c.json({
      results: { appointment: presentStaffAppointment(found, at) },
    } satisfies StaffAppointmentResponse);
  });
  registerOperation(routes, moveStaffAppointment, async (c, input, { staff: { organizationId } }) => {
    const at = now();
    const moved = await staffMoveAppointment(db, {
      organizationId,
      id: input.params.appointment,
      request: input.body,
      now: at,
    });
    if (!moved.ok) return errorResponse(c, moved.error);
    return c.json({
      results: { appointment: presentStaffAppointment(moved.value, at) },
    } satisfies StaffAppointmentResponse);
  });
  return app;
}
