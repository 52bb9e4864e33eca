import { hostActions, isOpen } from '@booking/shared/reservations/host-transitions';
import { useTypedLoaderData } from '@booking/shared/router';
import { instantOf } from '@booking/shared/time/instant-of';
import { FormattedMessage } from 'react-intl';
import { LoadFailure } from '../../../common/dialog-data/failure-message';
import { StaffDialog } from '../../../common/staff-dialog/staff-dialog';
import { useCloseDialog } from '../../../common/staff-dialog/use-close-dialog';
import type { ReservationDetailsData, reservationDetailsLoader } from '../api/reservation-details-loader';
import { CancelForm } from './cancel-form';
import { ChangeForm } from './change-form';
import { MoveTableForm } from './move-table-form';
import { ReservationFacts } from './reservation-facts';
import { StateActions } from './state-actions';
import './reservation-details.css';

/** `reservations/:reservation`: one reservation over the service or the floor, and what the host can do with it. */
export function ReservationDetailsDialog() {
  const loaded = useTypedLoaderData<typeof reservationDetailsLoader>();
  const close = useCloseDialog();
  const title = loaded.ok ? (
    (loaded.data.reservation.name ?? <FormattedMessage id="staff.host.walkInNobody" />)
  ) : (
    <FormattedMessage id="staff.host.details.title" />
  );
  return (
    <StaffDialog title={title} onClose={close}>
      {loaded.ok ? (
        <ReservationDetails key={loaded.data.reservation.id} data={loaded.data} />
      ) : (
        <LoadFailure error={loaded.error} />
      )}
    </StaffDialog>
  );
}

function ReservationDetails({
  data: { reservation, areas, tables, combinations, largestParty, country },
}: {
  data: ReservationDetailsData;
}) {
  // Changes only while the party is still to come or here; finished, cancelled and no-shows stay as they are.
  const open = isOpen(reservation.status);
  const cancellable = hostActions(
    { status: reservation.status, start: instantOf(reservation.start) },
    Date.now(),
  ).includes('cancelled');
  return (
    <>
      <section>
        <ReservationFacts reservation={reservation} country={country} />
      </section>
      <StateActions reservation={reservation} />
      {open && (
        <section>
          <MoveTableForm reservation={reservation} areas={areas} tables={tables} combinations={combinations} />
        </section>
      )}
      {open && (
        <section>
          <ChangeForm reservation={reservation} largestParty={largestParty} />
        </section>
      )}
      {cancellable && (
        <section>
          <CancelForm reservation={reservation} />
        </section>
      )}
    </>
  );
}
