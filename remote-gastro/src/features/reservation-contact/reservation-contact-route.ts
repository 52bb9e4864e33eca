import { ReservationContactStep } from './components/reservation-contact';
import { contactLoader } from './contact-loader';

/** Loaded on demand: the form library arrives with this step, not before. */
export const loader = contactLoader;
export const Component = ReservationContactStep;
