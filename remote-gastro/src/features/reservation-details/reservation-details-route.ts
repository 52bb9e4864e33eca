import { detailsLoader } from './api/details-loader';
import { ReservationDetails } from './components/reservation-details';

/** Loaded on demand (route `lazy`): the first step is not needed to pick a branch. */
export const loader = detailsLoader;
export const Component = ReservationDetails;
