import {
  createAbsence as createAbsenceOperation,
  deleteAbsence as deleteAbsenceOperation,
  listAppointmentsToHandle,
  updateAbsence as updateAbsenceOperation,
} from '@booking/shared/contract/operations/staff-absences';
import type { AppointmentsToHandleResponse, StaffAbsenceResponse } from '@booking/shared/contract/staff-absences';
import { Hono } from 'hono';
import { listAppointmentsToHandle as appointmentsToHandle } from '../commands/appointments-to-handle';
import { createAbsence, deleteAbsence, updateAbsence } from '../commands/staff-absences';
import type { Db } from '../db/db';
import { findAbsence } from '../db/staff-calendar-repo';
import { errorResponse } from '../http/error-response';
import { presentAbsence, presentStaffAppointment } from '../http/present-staff-appointment';
import { registerOperation } from '../http/register-operation';

/**
 * Absences of employees, under the branch whose calendar shows them (its zone names the
 * times): /v0/staff/branches/{branch}/absences. They leave online availability at once:
 * the slot search reads the absences table on every request.
 */
export function staffAbsenceRoutes({ db, now }: { db: Db; now: () => Date }) {
  const app = new Hono();
  const routes = { app, db, now };
  registerOperation(routes, createAbsenceOperation, async (c, input, { staff, branch }) => {
    const at = now();
    const created = await createAbsence(db, staff.organizationId, input.body, at);
    if (!created.ok) return errorResponse(c, created.error);
    const body: StaffAbsenceResponse = {
      results: { absence: presentAbsence(created.value, branch.timezone) },
    };
    return c.json(body, 201);
  });
  registerOperation(routes, updateAbsenceOperation, async (c, input, { staff, branch }) => {
    const at = now();
    const updated = await updateAbsence(db, staff.organizationId, input.params.absence, input.body, at);
    if (!updated.ok) return errorResponse(c, updated.error);
    const body: StaffAbsenceResponse = {
      results: { absence: presentAbsence(updated.value, branch.timezone) },
    };
    return c.json(body);
  });
  registerOperation(routes, deleteAbsenceOperation, async (c, input, { staff }) => {
    if (!(await deleteAbsence(db, staff.organizationId, input.params.absence))) {
      return errorResponse(c, { code: 'absence_not_found' });
    }
    return c.body(null, 204);
  });
  registerOperation(routes, listAppointmentsToHandle, async (c, _input, { staff, branch }) => {
    const at = now();
    const rows = await appointmentsToHandle(db, branch.id, at);
    const absences = new Map<string, NonNullable<Awaited<ReturnType<typeof findAbsence>>>>();
    for (const row of rows) {
      if (row.reason !== 'absence' || absences.has(row.absenceId)) continue;
      const absence = await findAbsence(db, staff.organizationId, row.absenceId);
      if (absence) absences.set(row.absenceId, absence);
    }
    const body: AppointmentsToHandleResponse = {
      results: {
        appointments: rows.flatMap((row): AppointmentsToHandleResponse['results']['appointments'] => {
          const appointment = presentStaffAppointment(row.appointment, at);
          if (row.reason === 'outside_hours') return [{ appointment, reason: row.reason, absence: null }];
          const absence = absences.get(row.absenceId);
          if (!absence) return [];
          return [{ appointment, reason: row.reason, absence: presentAbsence(absence, branch.timezone) }];
        }),
      },
    };
    return c.json(body);
  });
  return app;
}
