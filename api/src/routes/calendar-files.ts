import {
  getAppointmentCalendarFile,
  getReservationCalendarFile,
} from '@booking/shared/contract/operations/calendar-files';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { hashSessionToken } from '../auth/session-token';
import { findAppointment } from '../db/appointment-repo';
import { findReservation } from '../db/reservation-repo';
import { bookingCalendarFile } from '../domain/messages/booking-messages';
import { checkRestaurant } from '../domain/reservations/check-restaurant';
import { errorResponse } from '../http/error-response';
import { privateResponse } from '../http/private-response';
import { registerOperation } from '../http/register-operation';
import { appointmentSummary, manageUrl, reservationSummary } from '../messages/booking-summary';
import type { BookingDeps } from './booking-deps';

/** `appointment-2026-03-04.ics`: the booking's day where it takes place, plain ASCII. */
function fileName(kind: 'appointment' | 'reservation', start: Date, zone: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(start)
    .replace(/[^0-9-]/g, '');
  return `${kind}-${day}.ics`;
}

function calendarResponse(c: Context, content: string, name: string) {
  return c.body(content, 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}"`,
  });
}

/**
 * "Add to calendar" on the manage token: the booking's calendar entry as an .ics download,
 * the same event (UID, sequence, texts in the customer's language) as the email attachment,
 * so importing both leaves one entry. A cancelled booking answers its CANCEL. Private like
 * every manage answer: the file carries the manage link.
 */
export function calendarFileRoutes({ db, now, merchants, siteUrl }: BookingDeps) {
  const app = new Hono();
  registerOperation(
    app,
    getAppointmentCalendarFile,
    async (c, { params: { organization, token } }) => {
      const merchant = await merchants.linkedMerchant(organization);
      if (!merchant.ok) return errorResponse(c, merchant.error);
      const key = { organizationId: merchant.value.id, manageTokenHash: hashSessionToken(token) };
      const appointment = await findAppointment(db, key);
      if (!appointment) return errorResponse(c, { code: 'appointment_not_found' });
      const link = manageUrl(siteUrl, merchant.value.slug, appointment.branch.slug, token);
      const summary = appointmentSummary(appointment, merchant.value.id);
      const cancelled = appointment.status === 'cancelled';
      const content = bookingCalendarFile(summary, cancelled, now().getTime(), link);
      return calendarResponse(c, content, fileName('appointment', appointment.start, appointment.branch.timezone));
    },
    privateResponse,
  );
  registerOperation(
    app,
    getReservationCalendarFile,
    async (c, { params: { organization, token } }) => {
      const found = await merchants.linkedMerchant(organization);
      if (!found.ok) return errorResponse(c, found.error);
      const merchant = checkRestaurant(found.value);
      if (!merchant.ok) return errorResponse(c, merchant.error);
      const key = { organizationId: merchant.value.id, manageTokenHash: hashSessionToken(token) };
      const reservation = await findReservation(db, key);
      if (!reservation) return errorResponse(c, { code: 'reservation_not_found' });
      const link = manageUrl(siteUrl, merchant.value.slug, reservation.branch.slug, token);
      const summary = reservationSummary(reservation, merchant.value.id);
      const cancelled = reservation.status === 'cancelled';
      const content = bookingCalendarFile(summary, cancelled, now().getTime(), link);
      return calendarResponse(c, content, fileName('reservation', reservation.start, reservation.branch.timezone));
    },
    privateResponse,
  );
  return app;
}
