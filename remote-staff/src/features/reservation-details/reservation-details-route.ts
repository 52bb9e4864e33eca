import { reservationDetailsLoader } from './api/reservation-details-loader';
import { ReservationDetailsDialog } from './components/reservation-details-dialog';

/** `reservations/:reservation` over the service or the floor, loaded on demand. */
export const loader = reservationDetailsLoader;
export const Component = ReservationDetailsDialog;
