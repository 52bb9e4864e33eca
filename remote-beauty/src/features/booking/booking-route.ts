import { bookingLoader } from './api/booking-loader';
import { BookingStep } from './components/booking-step';

/** Step 4 of 4, loaded on demand. */
export const loader = bookingLoader;
export const Component = BookingStep;
