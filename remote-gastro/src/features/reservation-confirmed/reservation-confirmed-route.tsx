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
  // Drawn only in the browser (the reservation comes in the history entry), so the window's origin.
  return (
    <ConfirmedView
      reservation={state.reservation}
      token={state.token}
      titleId="gastro.confirmed.title"
      origin={window.location.origin}
    />
  );
}

export const Component = ReservationConfirmed;
