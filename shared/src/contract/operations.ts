import type { Operation } from './operation';
import * as accounts from './operations/accounts';
import * as booking from './operations/booking';
import * as bookingRules from './operations/booking-rules';
import * as branches from './operations/branches';
import * as calendarFiles from './operations/calendar-files';
import * as checkout from './operations/checkout';
import * as customers from './operations/customers';
import * as employeeSettings from './operations/employee-settings';
import * as manage from './operations/manage';
import * as merchant from './operations/merchant';
import * as meta from './operations/meta';
import * as pageSettings from './operations/page-settings';
import * as payments from './operations/payments';
import * as reservations from './operations/reservations';
import * as serviceSettings from './operations/service-settings';
import * as settingsBranches from './operations/settings-branches';
import * as staffAbsences from './operations/staff-absences';
import * as staffAppointments from './operations/staff-appointments';
import * as staffCalendar from './operations/staff-calendar';
import * as staffReservations from './operations/staff-reservations';
import * as staffSession from './operations/staff-session';
import * as tableSettings from './operations/table-settings';
import * as team from './operations/team';

/**
 * Every call the API answers, each declared once in `operations/<area>.ts`. The API registers
 * exactly these routes, the OpenAPI document lists exactly these, and a test holds the API's
 * route table against this list (api/test/operations.test.ts).
 */
export const OPERATIONS: readonly Operation[] = [
  ...Object.values(branches),
  ...Object.values(merchant),
  ...Object.values(booking),
  ...Object.values(manage),
  ...Object.values(calendarFiles),
  ...Object.values(reservations),
  ...Object.values(payments),
  ...Object.values(staffSession),
  ...Object.values(accounts),
  ...Object.values(team),
  ...Object.values(pageSettings),
  ...Object.values(settingsBranches),
  ...Object.values(bookingRules),
  ...Object.values(serviceSettings),
  ...Object.values(tableSettings),
  ...Object.values(employeeSettings),
  ...Object.values(staffAppointments),
  ...Object.values(staffCalendar),
  ...Object.values(staffAbsences),
  ...Object.values(staffReservations),
  ...Object.values(customers),
  ...Object.values(checkout),
  ...Object.values(meta),
];
