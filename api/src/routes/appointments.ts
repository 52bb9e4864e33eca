import type { CreateAppointmentResponse } from '@booking/shared/contract/appointments';
import { createAppointment } from '@booking/shared/contract/operations/booking';
import { Hono } from 'hono';
import { type Booked, bookAppointment } from '../commands/book-appointment';
import { errorResponse } from '../http/error-response';
import { createIdempotency } from '../http/idempotency';
import { idempotentCreate } from '../http/idempotent-create';
import { presentAppointment } from '../http/present-appointment';
import { privateResponse } from '../http/private-response';
import { registerOperation } from '../http/register-operation';
import { stableHash } from '../http/stable-hash';
import type { BookingDeps } from './booking-deps';

const created = (booked: Booked, now: Date): CreateAppointmentResponse => ({
  results: { appointment: presentAppointment(booked.appointment, now), manage_token: booked.manageToken },
});

/** POST .../appointments with Idempotency-Key (http/idempotent-create.ts). */
export function appointmentRoutes({ db, now, limiter, clientKey, merchants, siteUrl, seal }: BookingDeps) {
  const deps = { db, limiter, clientKey, seal, keys: createIdempotency(db) };
  const app = new Hono();
  registerOperation(
    app,
    createAppointment,
    async (c, input) => {
      const { organization, branch: branchSlug } = input.params;
      const request = input.body;
      const at = now();
      const bookable = await merchants.bookable(organization, branchSlug);
      if (!bookable.ok) return errorResponse(c, bookable.error);
      const { merchant, branch } = bookable.value;
      // Refused before the key is claimed: nothing was attempted, so a corrected retry may reuse it.
      const payable = request.payment === 'online' ? merchant.onlinePaymentAllowed : !merchant.onlinePaymentRequired;
      if (!payable) {
        return errorResponse(c, { code: 'invalid_input', fields: { payment: [{ code: 'not_allowed' }] } });
      }
      return idempotentCreate(c, deps, {
        ref: { organizationId: merchant.id, key: input.headers['idempotency-key'] },
        requestHash: stableHash({ branch: branch.slug, request }),
        at,
        create: (key) => bookAppointment(db, { merchant, branch, request, now: at, siteUrl, key }),
        answer: (booked: Booked) => created(booked, at),
        contact: request.contact,
      });
    },
    privateResponse,
  );
  return app;
}
