import { branchLoader } from './api/branch-loader';
import { ReservationDetails } from './components/reservation-details';

/** Loaded on demand (route `lazy`): the first step is not needed to pick a branch. */
export const loader = branchLoader;
export const Component = ReservationDetails;
