import type { StaffReservation } from '@booking/shared/contract/staff-reservations';
import { Link } from '@booking/shared/router';
import { FormattedZoned } from '@booking/shared/ui/format/formatted-zoned';
import { FormattedMessage } from 'react-intl';
import type { LiveChange } from '../live/live-changes';
import { dismissLiveChanges } from '../live/live-notice-store';

const LINE_MESSAGES = {
  created: 'staff.host.live.created',
  updated: 'staff.host.live.updated',
  cancelled: 'staff.host.live.cancelled',
} as const;

/**
 * What guests did online while the screen was open, said quietly: a polite status (read out
 * when the screen reader is idle, never taking focus), each line linking to the reservation,
 * until the host dismisses it. Only the changes to the day shown are listed.
 */
export function LiveNotice({
  changes,
  reservations,
  hrefOf,
}: {
  changes: readonly LiveChange[];
  reservations: readonly StaffReservation[];
  hrefOf: (reservation: StaffReservation) => string;
}) {
  const shown = changes.flatMap((change) => {
    const reservation = reservations.find((r) => r.id === change.id);
    return reservation ? [{ change, reservation }] : [];
  });
  return (
    <div className="host-live" role="status">
      {shown.length > 0 && (
        <>
          <ul>
            {shown.map(({ change, reservation }) => (
              <li key={change.id}>
                <FormattedMessage
                  id={LINE_MESSAGES[change.change]}
                  values={{
                    at: <FormattedZoned value={reservation.start} timeStyle="short" />,
                    guests: reservation.party_size,
                    name: <Link to={hrefOf(reservation)}>{reservation.name ?? '—'}</Link>,
                  }}
                />
              </li>
            ))}
          </ul>
          <button type="button" className="button button-secondary" onClick={dismissLiveChanges}>
            <FormattedMessage id="staff.host.live.dismiss" />
          </button>
        </>
      )}
    </div>
  );
}
