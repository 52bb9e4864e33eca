import { createAppointmentRequestSchema } from '@booking/shared/contract/appointment-requests';
import type { CreateAppointmentResponse } from '@booking/shared/contract/appointments';
import { Hono } from 'hono';
import { type Booked, bookAppointment } from '../commands/book-appointment';
import { completeIdempotencyKey, releaseIdempotencyKey } from '../db/idempotency-repo';
import { errorResponse } from '../http/error-response';
import { ERROR_STATUS } from '../http/error-status';
import { createIdempotency } from '../http/idempotency';
import { presentAppointment } from '../http/present-appointment';
import { privateResponse } from '../http/private-response';
import { rateLimited } from '../http/rate-limited';
import { stableHash } from '../http/stable-hash';
import { validate } from '../http/validate';
import type { BookingDeps } from './booking-deps';
import { branchParams, idempotencyHeaders } from './route-params';

const created = (booked: Booked, now: Date): CreateAppointmentResponse => ({
  results: { appointment: presentAppointment(booked.appointment, now), manage_token: booked.manageToken },
});

/**
 * POST .../appointments with Idempotency-Key: the first request with a key books and its
 * answer is stored; a replay gets that answer, the same key still running gets 409, the
 * same key with another body 422. An unexpected failure stores nothing and frees the key.
 */
export function appointmentRoutes({ db, now, limiter, clientKey, merchants }: BookingDeps) {
  const claimKey = createIdempotency(db);
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
        const ref = { organizationId: merchant.id, key: c.req.valid('header')['idempotency-key'] };
        const claim = await claimKey(ref, stableHash({ branch: branch.slug, request }), at);
        if (claim.kind === 'replay') {
          return new Response(JSON.stringify(claim.body), {
            status: claim.status,
            headers: { 'content-type': 'application/json', 'Idempotent-Replayed': 'true' },
          });
        }
        if (claim.kind === 'in_use') return errorResponse(c, { code: 'idempotency_key_in_use' });
        if (claim.kind === 'reused') return errorResponse(c, { code: 'idempotency_key_reused' });
        try {
          // After the claim, so that replays cost nothing; a refused request frees its key.
          const limit = limiter.take('bookings', clientKey(c), at);
          if (!limit.allowed) {
            await releaseIdempotencyKey(db, ref);
            return rateLimited(c, limit.retryAfterMs);
          }
          const booked = await bookAppointment(db, {
            merchant,
            branch,
            request,
            now: at,
            complete: (result) => ({ ...ref, status: 201, body: created(result, at) }),
          });
          if (!booked.ok) {
            await completeIdempotencyKey(db, ref, ERROR_STATUS[booked.error.code], { error: booked.error });
            return errorResponse(c, booked.error);
          }
          return c.json(created(booked.value, at), 201);
        } catch (error) {
          await releaseIdempotencyKey(db, ref).catch((release: unknown) =>
            console.error('Could not release an idempotency key', { ref, release }),
          );
          throw error;
        }
      },
    );
}
