import { createAppointmentRequestSchema } from '@booking/shared/contract/appointment-requests';
import type { CreateAppointmentResponse } from '@booking/shared/contract/appointments';
import { Hono } from 'hono';
import { type Booked, bookAppointment } from '../commands/book-appointment';
import { errorResponse } from '../http/error-response';
import { createIdempotency } from '../http/idempotency';
import { idempotentCreate } from '../http/idempotent-create';
import { presentAppointment } from '../http/present-appointment';
import { privateResponse } from '../http/private-response';
import { stableHash } from '../http/stable-hash';
import { validate } from '../http/validate';
import type { BookingDeps } from './booking-deps';
import { branchParams, idempotencyHeaders } from './route-params';

const created = (booked: Booked, now: Date): CreateAppointmentResponse => ({
  results: { appointment: presentAppointment(booked.appointment, now), manage_token: booked.manageToken },
});

/** POST .../appointments with Idempotency-Key (http/idempotent-create.ts). */
export function appointmentRoutes({ db, now, limiter, clientKey, merchants, siteUrl }: BookingDeps) {
  const deps = { db, limiter, clientKey, keys: createIdempotency(db) };
  return new Hono()
    .use('/:organization/branches/:branch/appointments', privateResponse)
    .post(
      '/:organization/branches/:branch/appointments',
      validate('param', branchParams),
      validate('header', idempotencyHeaders),
      validate('json', createAppointmentRequestSchema),
      async (c) => {
        const { organization, branch: branchSlug } = c.req.valid('param');
        const request = c.req.valid('json');
        const at = now();
        const bookable = await merchants.bookable(organization, branchSlug);
        if (!bookable.ok) return errorResponse(c, bookable.error);
        const { merchant, branch } = bookable.value;
        return idempotentCreate(c, deps, {
          ref: { organizationId: merchant.id, key: c.req.valid('header')['idempotency-key'] },
          requestHash: stableHash({ branch: branch.slug, request }),
          at,
          create: (key) => bookAppointment(db, { merchant, branch, request, now: at, siteUrl, key }),
          answer: (booked: Booked) => created(booked, at),
          contact: request.contact,
        });
      },
    );
}
