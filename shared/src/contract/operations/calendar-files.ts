import { defineOperation } from '../operation';
import { manageParams } from '../route-params';

const ORGANIZATION = '/v0/organizations/{organization}';
const calendarFile = {
  description:
    'The booking as an iCalendar file (RFC 5545), the same event as the email attachment; ' +
    'sent as a download (Content-Disposition: attachment)',
  calendar: true,
} as const;

/** "Add to calendar": a booking's calendar entry through its manage token (a link, not a fetch). */
export const getAppointmentCalendarFile = defineOperation({
  method: 'get',
  path: `${ORGANIZATION}/appointments/{token}/calendar.ics`,
  id: 'getAppointmentCalendarFile',
  summary: "An appointment's calendar entry (.ics); a cancelled one removes it",
  tag: 'manage',
  params: manageParams,
  responses: { 200: calendarFile },
  errors: ['invalid_input', 'merchant_not_found', 'appointment_not_found'],
});

export const getReservationCalendarFile = defineOperation({
  method: 'get',
  path: `${ORGANIZATION}/reservations/{token}/calendar.ics`,
  id: 'getReservationCalendarFile',
  summary: "A reservation's calendar entry (.ics); a cancelled one removes it",
  tag: 'manage',
  params: manageParams,
  responses: { 200: calendarFile },
  errors: ['invalid_input', 'merchant_not_found', 'reservation_not_found'],
});
