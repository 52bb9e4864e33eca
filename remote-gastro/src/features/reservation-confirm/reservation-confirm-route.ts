import { confirmLoader } from './api/confirm-loader';
import { ReservationConfirm } from './components/reservation-confirm';

export const loader = confirmLoader;
export const Component = ReservationConfirm;
