import { rescheduleLoader } from './api/reschedule';
import { rescheduledLoader, reservationLoader } from './api/reservation-loader';
import { RescheduledConfirmed } from './components/manage-outcome';
import { CancelledSummary, ReservationSummary } from './components/manage-summary';
import { RescheduleReservation } from './components/reschedule-reservation';

/** The manage pages, loaded together on demand: a guest who manages usually does more than one thing. */
export const summary = { loader: reservationLoader, Component: ReservationSummary };
export const cancelled = { loader: reservationLoader, Component: CancelledSummary };
export const confirmed = { loader: rescheduledLoader, Component: RescheduledConfirmed };
export const reschedule = { loader: rescheduleLoader, Component: RescheduleReservation };
