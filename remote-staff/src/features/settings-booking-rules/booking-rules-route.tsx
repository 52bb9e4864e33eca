import { bookingRulesLoader } from './api/booking-rules-loader';
import { BookingRulesPage } from './components/booking-rules-page';

/** `/staff/settings/booking-rules`: the rules new bookings follow. */
export const loader = bookingRulesLoader;
export const Component = BookingRulesPage;
