import { reservationEditorLoader } from './api/reservation-editor-loader';
import { NewReservationDialog } from './components/new-reservation-dialog';

/** `reservations/new` over the service or the floor, loaded on demand. */
export const loader = reservationEditorLoader;
export const Component = NewReservationDialog;
