import { createReservation, getReservationAvailability } from '@booking/shared/contract/operations/reservations';
import type { ServicePeriod } from '@booking/shared/contract/reservation-availability';
import type { CreateReservationResponse, ReservationAvailabilityResponse } from '@booking/shared/contract/reservations';
import { leadTimeWindow } from '@booking/shared/time/lead-time-window';
import { dayNumber, weekdayOf } from '@booking/shared/time/local-date';
import { Hono } from 'hono';
import { type BookedReservation, bookReservation } from '../commands/book-reservation';
import { loadTableSearch } from '../commands/load-table-search';
import type { RestaurantSchedule } from '../db/restaurant-schedule-repo';
import { findSlots } from '../domain/availability/find-slots';
import { checkOnlineReservations, checkRestaurant } from '../domain/reservations/check-restaurant';
import { offeredPartySizes } from '../domain/reservations/table-places';
import { errorResponse } from '../http/error-response';
import { createIdempotency } from '../http/idempotency';
import { idempotentCreate } from '../http/idempotent-create';
import { presentFreeTimes } from '../http/present-free-times';
import { presentReservation } from '../http/present-reservation';
import { privateResponse } from '../http/private-response';
import { registerOperation } from '../http/register-operation';
import { stableHash } from '../http/stable-hash';
import type { BookingDeps } from './booking-deps';

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The opening periods of one weekday, in order: the restaurant's services (lunch, dinner). */
function servicePeriodsOf(hours: RestaurantSchedule['openingHours'], weekday: number): ServicePeriod[] {
  return hours
    .filter((period) => period.weekday === weekday)
    .sort((a, b) => a.startMinute - b.startMinute)
    .map((period) => ({ start: clock(period.startMinute), end: clock(period.endMinute) }));
}

/** The weekdays without any opening period. */
const closedWeekdays = (hours: RestaurantSchedule['openingHours']) =>
  [0, 1, 2, 3, 4, 5, 6].filter((weekday) => !hours.some((period) => period.weekday === weekday));

const created = (booked: BookedReservation, now: Date): CreateReservationResponse => ({
  results: { reservation: presentReservation(booked.reservation, now), manage_token: booked.manageToken },
});

/**
 * A restaurant's free times for a party, and new reservations (Idempotency-Key as for
 * appointments). Both answer reservations_unavailable while the merchant has online
 * reservations switched off.
 */
export function reservationRoutes({ db, now, limiter, clientKey, merchants, siteUrl, seal }: BookingDeps) {
  const deps = { db, limiter, clientKey, seal, keys: createIdempotency(db) };
  const restaurant = async (organization: string, branchSlug: string) => {
    const bookable = await merchants.bookable(organization, branchSlug);
    if (!bookable.ok) return bookable;
    const merchant = checkRestaurant(bookable.value.merchant);
    if (!merchant.ok) return merchant;
    const open = checkOnlineReservations(merchant.value);
    if (!open.ok) return open;
    return bookable;
  };
  const app = new Hono();
  registerOperation(app, getReservationAvailability, async (c, input) => {
    const { organization, branch: branchSlug } = input.params;
    const { date, party_size } = input.query;
    const found = await restaurant(organization, branchSlug);
    if (!found.ok) return errorResponse(c, found.error);
    const { merchant, branch } = found.value;
    const at = now();
    const zone = branch.timezone;
    const window = leadTimeWindow(at.getTime(), merchant.minLeadTime, merchant.maxLeadTime, zone);
    const loaded = await loadTableSearch(db, {
      merchant,
      branch,
      day: dayNumber(date),
      partySize: party_size,
      now: at,
      closedDays: { from: window.firstDate, to: window.lastDate },
    });
    if (!loaded.ok) return errorResponse(c, loaded.error);
    const { schedule, search } = loaded.value;
    const closedToday = schedule.closedDays.has(date);
    // Free times change with every reservation: never from a cache.
    c.header('Cache-Control', 'no-store');
    return c.json({
      results: {
        timezone: zone,
        date,
        party_size,
        rules: {
          min_party_size: schedule.party.min,
          max_party_size: schedule.party.max,
          duration_minutes: schedule.durationMinutes,
          party_sizes: offeredPartySizes(schedule.tables, schedule.combinations, schedule.party),
        },
        ...presentFreeTimes(findSlots(search), zone),
        service_periods: closedToday ? [] : servicePeriodsOf(schedule.openingHours, weekdayOf(dayNumber(date))),
        closed_dates: [...schedule.closedDays.keys()].filter(
          (day) => day === date || (day >= window.firstDate && day <= window.lastDate),
        ),
        closed_weekdays: closedWeekdays(schedule.openingHours),
      },
    } satisfies ReservationAvailabilityResponse);
  });
  registerOperation(
    app,
    createReservation,
    async (c, input) => {
      const { organization, branch: branchSlug } = input.params;
      const request = input.body;
      const at = now();
      const found = await restaurant(organization, branchSlug);
      if (!found.ok) return errorResponse(c, found.error);
      const { merchant, branch } = found.value;
      return idempotentCreate(c, deps, {
        ref: { organizationId: merchant.id, key: input.headers['idempotency-key'] },
        requestHash: stableHash({ kind: 'reservation', branch: branch.slug, request }),
        at,
        create: (key) => bookReservation(db, { merchant, branch, request, now: at, siteUrl, key }),
        answer: (booked: BookedReservation) => created(booked, at),
        contact: request,
      });
    },
    privateResponse,
  );
  return app;
}
