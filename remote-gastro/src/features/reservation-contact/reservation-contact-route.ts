import { contactLoader } from './api/contact-loader';
import { ReservationContactStep } from './components/reservation-contact';

/** Loaded on demand: the form library arrives with this step, not before. */
export const loader = contactLoader;
export const Component = ReservationContactStep;
