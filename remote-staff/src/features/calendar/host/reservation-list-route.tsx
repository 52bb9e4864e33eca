import { CalendarRouteError } from '../components/route-error';
import { reservationListLoader } from './reservation-list-loader';
import { ReservationListView } from './reservation-list-view';

/** `/staff/:branch/reservations`, a restaurant's reservation list, loaded on demand. */
export const loader = reservationListLoader;
export const Component = ReservationListView;
export const ErrorBoundary = CalendarRouteError;
