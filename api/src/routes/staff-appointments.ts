import { staffCancelRequestSchema } from '@booking/shared/contract/appointment-requests';
import type { AppointmentResponse } from '@booking/shared/contract/appointments';
import { Hono } from 'hono';
import { changeAppointmentStatus, type StatusTransition } from '../commands/change-appointment-status';
import type { Db } from '../db/db';
import { errorResponse } from '../http/error-response';
import { presentAppointment } from '../http/present-appointment';
import { requireStaff } from '../http/require-staff';
import { validate } from '../http/validate';
import type { PaymentProvider } from '../payments/payment-provider';
import { staffAppointmentParams } from './route-params';

/**
 * Staff changes to an appointment of their own organization: cancel (by staff, or record
 * that the customer did not arrive) and record a payment. Another merchant's appointment
 * is unknown (404), never forbidden, so ids of other merchants are not confirmed.
 */
export function staffAppointmentRoutes({ db, now, provider }: { db: Db; now: () => Date; provider: PaymentProvider }) {
  const change = async (c: Parameters<typeof requireStaff>[1], id: string, transition: StatusTransition) => {
    const at = now();
    const staff = await requireStaff(db, c, at);
    if (!staff.ok) return errorResponse(c, staff.error);
    const changed = await changeAppointmentStatus(
      db,
      { organizationId: staff.value.organizationId, id },
      transition,
      at,
      provider,
    );
    if (!changed.ok) return errorResponse(c, changed.error);
    c.header('Cache-Control', 'no-store');
    return c.json({ results: { appointment: presentAppointment(changed.value, at) } } satisfies AppointmentResponse);
  };
  return new Hono()
    .post(
      '/:appointment/cancel',
      validate('param', staffAppointmentParams),
      validate('json', staffCancelRequestSchema),
      (c) =>
        change(
          c,
          c.req.valid('param').appointment,
          c.req.valid('json').reason === 'no_show' ? 'no_show' : 'cancel_by_staff',
        ),
    )
    .post('/:appointment/payment', validate('param', staffAppointmentParams), (c) =>
      change(c, c.req.valid('param').appointment, 'pay'),
    );
}
