import { recordPayment, staffCancelAppointment } from '@booking/shared/contract/operations/staff-appointments';
import type { StaffAppointmentResponse } from '@booking/shared/contract/staff-appointments';
import { type Context, Hono } from 'hono';
import { changeAppointmentStatus, type StatusTransition } from '../commands/change-appointment-status';
import type { Db } from '../db/db';
import { findStaffAppointment } from '../db/staff-calendar-repo';
import type { StaffPrincipal } from '../db/staff-session-repo';
import { errorResponse } from '../http/error-response';
import { presentStaffAppointment } from '../http/present-staff-appointment';
import { registerOperation } from '../http/register-operation';
import type { PaymentProvider } from '../payments/payment-provider';

/**
 * Staff changes to an appointment of their own organization: cancel (by staff, or record
 * that the customer did not arrive) and record a payment. Another merchant's appointment
 * is unknown (404), never forbidden, so ids of other merchants are not confirmed. Both answer
 * with the staff view of the appointment: the customer's view has no room for a walk-in
 * without contact data.
 */
export function staffAppointmentRoutes({ db, now, provider }: { db: Db; now: () => Date; provider: PaymentProvider }) {
  const change = async (
    c: Context,
    { organizationId }: StaffPrincipal,
    id: string,
    transition: StatusTransition,
    message: string | null = null,
  ) => {
    const at = now();
    const changed = await changeAppointmentStatus(db, { organizationId, id }, transition, at, provider, message);
    if (!changed.ok) return errorResponse(c, changed.error);
    const found = await findStaffAppointment(db, organizationId, id);
    if (!found) return errorResponse(c, { code: 'appointment_not_found' });
    return c.json({
      results: { appointment: presentStaffAppointment(found, at) },
    } satisfies StaffAppointmentResponse);
  };
  const app = new Hono();
  const routes = { app, db, now };
  registerOperation(routes, staffCancelAppointment, (c, { params, body }, { staff }) =>
    body.reason === 'no_show'
      ? change(c, staff, params.appointment, 'no_show')
      : change(c, staff, params.appointment, 'cancel_by_staff', body.message || null),
  );
  registerOperation(routes, recordPayment, (c, { params }, { staff }) => change(c, staff, params.appointment, 'pay'));
  return app;
}
