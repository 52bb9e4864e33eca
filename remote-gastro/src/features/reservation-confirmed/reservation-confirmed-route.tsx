import type { Reservation } from '@booking/shared/contract/reservations';
import { Navigate, useLocation, useParams } from '@booking/shared/router';
import { ConfirmedView } from '../../common/reservation/confirmed-view';

/**
 * `/reserve/confirmed`: the reservation just made, handed over in the history entry (it
 * survives a reload of this page; the draft is already cleared). Without it, a new search.
 */
function ReservationConfirmed() {
  const { organization = '', branch = '' } = useParams();
  const state = useLocation().state as { reservation?: Reservation; token?: string } | null;
  if (!state?.reservation || !state.token) return <Navigate to={`/${organization}/${branch}/reserve`} replace />;
  return <ConfirmedView reservation={state.reservation} token={state.token} titleId="gastro.confirmed.title" />;
}

export const Component = ReservationConfirmed;
