import { manageParams } from '../routes/route-params';
import type { Operation } from './operation';

const ORGANIZATION = '/v0/organizations/{organization}';
const calendarFile = {
  status: 200,
  description:
    'The booking as an iCalendar file (RFC 5545), the same event as the email attachment; ' +
    'sent as a download (Content-Disposition: attachment)',
  calendar: true,
} as const;

/** "Add to calendar": a booking's calendar entry through its manage token. */
export const CALENDAR_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: `${ORGANIZATION}/appointments/{token}/calendar.ics`,
    operationId: 'getAppointmentCalendarFile',
    summary: "An appointment's calendar entry (.ics); a cancelled one removes it",
    tag: 'manage',
    params: manageParams,
    success: calendarFile,
    errors: ['invalid_input', 'merchant_not_found', 'appointment_not_found'],
  },
  {
    method: 'get',
    path: `${ORGANIZATION}/reservations/{token}/calendar.ics`,
    operationId: 'getReservationCalendarFile',
    summary: "A reservation's calendar entry (.ics); a cancelled one removes it",
    tag: 'manage',
    params: manageParams,
    success: calendarFile,
    errors: ['invalid_input', 'merchant_not_found', 'reservation_not_found'],
  },
];
