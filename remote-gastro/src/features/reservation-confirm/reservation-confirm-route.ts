import { ReservationConfirm } from './components/reservation-confirm';
import { confirmLoader } from './confirm-loader';

export const loader = confirmLoader;
export const Component = ReservationConfirm;
