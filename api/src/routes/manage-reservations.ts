import {
  cancelReservation,
  getReservation,
  rescheduleReservation,
} from '@booking/shared/contract/operations/reservations';
import type { ReservationResponse } from '@booking/shared/contract/reservations';
import { Hono } from 'hono';
import { hashSessionToken } from '../auth/session-token';
import { cancelReservation as cancelCommand } from '../commands/cancel-reservation';
import { rescheduleReservation as rescheduleCommand } from '../commands/reschedule-reservation';
import { findReservation, type ReservationRecord } from '../db/reservation-repo';
import { checkOnlineReservations, checkRestaurant } from '../domain/reservations/check-restaurant';
import { contactKeys } from '../http/contact-keys';
import { errorResponse } from '../http/error-response';
import { presentReservation } from '../http/present-reservation';
import { privateResponse } from '../http/private-response';
import { rateLimited } from '../http/rate-limited';
import { registerOperation } from '../http/register-operation';
import { manageUrl } from '../messages/booking-summary';
import type { BookingDeps } from './booking-deps';

/**
 * The reservation's manage link: /v0/organizations/:organization/reservations/:token. The
 * token is the only key; a cancelled or past reservation is still shown. With online
 * reservations switched off, a reservation can still be read and cancelled, not moved.
 */
export function manageReservationRoutes({ db, now, limiter, clientKey, merchants, siteUrl }: BookingDeps) {
  const load = async (organization: string, token: string) => {
    const found = await merchants.linkedMerchant(organization);
    if (!found.ok) return found;
    const merchant = checkRestaurant(found.value);
    if (!merchant.ok) return merchant;
    const key = { organizationId: merchant.value.id, manageTokenHash: hashSessionToken(token) };
    return { ok: true as const, value: { merchant: merchant.value, key } };
  };
  const answer = (reservation: ReservationRecord) =>
    ({ results: { reservation: presentReservation(reservation, now()) } }) satisfies ReservationResponse;

  const app = new Hono();
  registerOperation(
    app,
    getReservation,
    async (c, input) => {
      const { organization, token } = input.params;
      const loaded = await load(organization, token);
      if (!loaded.ok) return errorResponse(c, loaded.error);
      const reservation = await findReservation(db, loaded.value.key);
      if (!reservation) return errorResponse(c, { code: 'reservation_not_found' });
      return c.json(answer(reservation));
    },
    privateResponse,
  );
  registerOperation(
    app,
    rescheduleReservation,
    async (c, input) => {
      const { organization, token } = input.params;
      const loaded = await load(organization, token);
      if (!loaded.ok) return errorResponse(c, loaded.error);
      const open = checkOnlineReservations(loaded.value.merchant);
      if (!open.ok) return errorResponse(c, open.error);
      const at = now();
      const { merchant, key } = loaded.value;
      const current = await findReservation(db, key);
      if (!current) return errorResponse(c, { code: 'reservation_not_found' });
      // Keyed by the reservation's email and phone too: a new address does not reset the limit.
      const limit = limiter.takeBooking(clientKey(c), contactKeys(current), at);
      if (!limit.allowed) return rateLimited(c, limit.retryAfterMs);
      const moved = await rescheduleCommand(db, {
        merchant,
        key,
        request: input.body,
        now: at,
        manageLink: (branch) => manageUrl(siteUrl, merchant.slug, branch, token),
      });
      if (!moved.ok) return errorResponse(c, moved.error);
      return c.json(answer(moved.value));
    },
    privateResponse,
  );
  registerOperation(
    app,
    cancelReservation,
    async (c, input) => {
      const { organization, token } = input.params;
      const loaded = await load(organization, token);
      if (!loaded.ok) return errorResponse(c, loaded.error);
      const cancelled = await cancelCommand(db, loaded.value.key, now());
      if (!cancelled.ok) return errorResponse(c, cancelled.error);
      return c.json(answer(cancelled.value));
    },
    privateResponse,
  );
  return app;
}
