import { hostActions, isOpen } from '@booking/shared/reservations/host-transitions';
import { useTypedLoaderData } from '@booking/shared/router';
import { FormattedMessage } from 'react-intl';
import { LoadedDialog } from '../../../common/staff-dialog/loaded-dialog';
import type { ReservationDetailsData, reservationDetailsLoader } from '../api/reservation-details-loader';
import { hostViewOf } from '../domain/host-view';
import { CancelForm } from './cancel-form';
import { ChangeForm } from './change-form';
import { MoveTableForm } from './move-table-form';
import { ReservationFacts } from './reservation-facts';
import { StateActions } from './state-actions';
import './reservation-details.css';

/** `reservations/:reservation`: one reservation over the service or the floor, and what the host can do with it. */
export function ReservationDetailsDialog() {
  return (
    <LoadedDialog
      loaded={useTypedLoaderData<typeof reservationDetailsLoader>()}
      title={<FormattedMessage id="staff.host.details.title" />}
      titleOf={({ reservation }) => reservation.name ?? <FormattedMessage id="staff.host.walkInNobody" />}
    >
      {(data) => <ReservationDetails key={data.reservation.id} data={data} />}
    </LoadedDialog>
  );
}

function ReservationDetails({
  data: { reservation, areas, tables, combinations, largestParty, country },
}: {
  data: ReservationDetailsData;
}) {
  // Changes only while the party is still to come or here; finished, cancelled and no-shows stay as they are.
  const open = isOpen(reservation.status);
  const cancellable = hostActions(hostViewOf(reservation), Date.now()).includes('cancelled');
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
