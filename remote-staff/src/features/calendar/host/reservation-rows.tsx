import type { StaffReservation } from '@booking/shared/contract/staff-reservations';
import { Link } from '@booking/shared/router';
import { readablePhone } from '@booking/shared/ui/format/formatted-phone';
import { FormattedZoned } from '@booking/shared/ui/format/formatted-zoned';
import { FormattedMessage } from 'react-intl';
import { PlaceName } from '../../../common/host-stand/place-name';
import { HOST_STATUS_MESSAGES } from '../../../common/host-stand/status-messages';

interface ReservationRowsProps {
  reservations: readonly StaffReservation[];
  /** Reservations a guest just made or changed online: marked "new" or "changed". */
  fresh: ReadonlyMap<string, 'created' | 'updated' | 'cancelled'>;
  /** The link of a reservation's dialog, relative to the screen. */
  hrefOf: (reservation: StaffReservation) => string;
  /** The branch's country: its numbers read as dialled there. */
  country: string;
}

const FRESH_MESSAGES = {
  created: 'staff.host.fresh.created',
  updated: 'staff.host.fresh.updated',
  cancelled: 'staff.host.fresh.cancelled',
} as const;

/**
 * The day's reservations by time: when, how many, who (the name opens the reservation), how
 * to reach them, what they asked for, where they sit, their state and the staff's notes. A
 * cancelled one or a no-show stays, struck through, so the host sees the whole day.
 */
export function ReservationRows({ reservations, fresh, hrefOf, country }: ReservationRowsProps) {
  return (
    <ol className="host-rows">
      {reservations.map((r) => {
        const gone = r.status === 'cancelled' || r.status === 'no_show';
        const news = fresh.get(r.id);
        return (
          <li key={r.id} className={`host-row is-${r.status}${gone ? ' is-struck' : ''}${news ? ' is-fresh' : ''}`}>
            <span className="host-row-time">
              <FormattedZoned value={r.start} timeStyle="short" />
            </span>
            <span className="host-row-party">
              <FormattedMessage id="staff.host.guests" values={{ count: r.party_size }} />
            </span>
            <span className="host-row-who">
              <Link className="host-row-name" to={hrefOf(r)}>
                {r.name ?? <FormattedMessage id="staff.host.walkInNobody" />}
              </Link>
              {r.phone && <span className="host-row-phone">{readablePhone(r.phone, country)}</span>}
            </span>
            <span className="host-row-table">
              <PlaceName reservation={r} />
            </span>
            <span className={`host-state is-${r.status}`}>
              <FormattedMessage id={HOST_STATUS_MESSAGES[r.status]} />
            </span>
            {news && (
              <span className="host-fresh">
                <FormattedMessage id={FRESH_MESSAGES[news]} />
              </span>
            )}
            {r.special_request && (
              <span className="host-row-note">
                <FormattedMessage id="staff.host.request" values={{ text: r.special_request }} />
              </span>
            )}
            {r.notes && (
              <span className="host-row-note">
                <FormattedMessage id="staff.host.notes" values={{ text: r.notes }} />
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
