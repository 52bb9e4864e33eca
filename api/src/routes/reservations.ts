import {
  type CreateReservationResponse,
  createReservationRequestSchema,
  type ReservationAvailabilityResponse,
  reservationAvailabilityQuerySchema,
} from '@booking/shared/contract/reservations';
import { Hono } from 'hono';
import { type BookedReservation, bookReservation } from '../commands/book-reservation';
import { loadTableSearch } from '../commands/load-table-search';
import { findSlots } from '../domain/availability/find-slots';
import { checkOnlineReservations, checkRestaurant } from '../domain/reservations/check-restaurant';
import { formatZoned } from '../domain/time/format-zoned';
import { dayNumber } from '../domain/time/local-date';
import { errorResponse } from '../http/error-response';
import { createIdempotency } from '../http/idempotency';
import { idempotentCreate } from '../http/idempotent-create';
import { presentReservation } from '../http/present-reservation';
import { privateResponse } from '../http/private-response';
import { stableHash } from '../http/stable-hash';
import { validate } from '../http/validate';
import type { BookingDeps } from './booking-deps';
import { branchParams, idempotencyHeaders } from './route-params';

const created = (booked: BookedReservation, now: Date): CreateReservationResponse => ({
  results: { reservation: presentReservation(booked.reservation, now), manage_token: booked.manageToken },
});

/**
 * A restaurant's free times for a party, and new reservations (Idempotency-Key as for
 * appointments). Both answer reservations_unavailable while the merchant has online
 * reservations switched off.
 */
export function reservationRoutes({ db, now, limiter, clientKey, merchants, siteUrl }: BookingDeps) {
  const deps = { db, limiter, clientKey, keys: createIdempotency(db) };
  const restaurant = async (organization: string, branchSlug: string) => {
    const bookable = await merchants.bookable(organization, branchSlug);
    if (!bookable.ok) return bookable;
    const merchant = checkRestaurant(bookable.value.merchant);
    if (!merchant.ok) return merchant;
    const open = checkOnlineReservations(merchant.value);
    if (!open.ok) return open;
    return bookable;
  };
  return new Hono()
    .get(
      '/:organization/branches/:branch/reservation-availability',
      validate('param', branchParams),
      validate('query', reservationAvailabilityQuerySchema),
      async (c) => {
        const { organization, branch: branchSlug } = c.req.valid('param');
        const { date, party_size } = c.req.valid('query');
        const found = await restaurant(organization, branchSlug);
        if (!found.ok) return errorResponse(c, found.error);
        const { merchant, branch } = found.value;
        const loaded = await loadTableSearch(db, {
          merchant,
          branch,
          day: dayNumber(date),
          partySize: party_size,
          now: now(),
        });
        if (!loaded.ok) return errorResponse(c, loaded.error);
        const { schedule, search } = loaded.value;
        const zone = branch.timezone;
        // Free times change with every reservation: never from a cache.
        c.header('Cache-Control', 'no-store');
        return c.json({
          results: {
            time_zone: zone,
            date,
            party_size,
            rules: {
              min_party_size: schedule.party.min,
              max_party_size: schedule.party.max,
              duration_minutes: schedule.durationMinutes,
            },
            slots: findSlots(search).map((slot) => ({
              start: formatZoned(slot.start, zone),
              end: formatZoned(slot.end, zone),
            })),
          },
        } satisfies ReservationAvailabilityResponse);
      },
    )
    .use('/:organization/branches/:branch/reservations', privateResponse)
    .post(
      '/:organization/branches/:branch/reservations',
      validate('param', branchParams),
      validate('header', idempotencyHeaders),
      validate('json', createReservationRequestSchema),
      async (c) => {
        const { organization, branch: branchSlug } = c.req.valid('param');
        const request = c.req.valid('json');
        const at = now();
        const found = await restaurant(organization, branchSlug);
        if (!found.ok) return errorResponse(c, found.error);
        const { merchant, branch } = found.value;
        return idempotentCreate(c, deps, {
          ref: { organizationId: merchant.id, key: c.req.valid('header')['idempotency-key'] },
          requestHash: stableHash({ kind: 'reservation', branch: branch.slug, request }),
          at,
          create: (key) => bookReservation(db, { merchant, branch, request, now: at, siteUrl, key }),
          answer: (booked: BookedReservation) => created(booked, at),
          contact: request,
        });
      },
    );
}
