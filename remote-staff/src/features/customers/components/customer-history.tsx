import type { CustomerDetailResponse } from '@booking/shared/contract/customers';
import { Link } from '@booking/shared/router';
import { FormattedMoney } from '@booking/shared/ui/format/formatted-money';
import { FormattedZoned } from '@booking/shared/ui/format/formatted-zoned';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { reservationPath } from '../../../common/host-stand/host-paths';
import { MatchBadge } from '../../../common/match-badge/match-badge';
import { appointmentStateId, canCheckOut, reservationStateId } from '../domain/booking-state';

type Detail = CustomerDetailResponse['results'];

/**
 * The customer's appointments and reservations, upcoming (soonest first) and past (latest
 * first), each with its state and whether the booking was matched to the record. A salon's
 * customer has no reservations, a restaurant's no appointments: an empty kind is left out
 * unless both are empty.
 */
export function CustomerHistory({
  appointments,
  reservations,
  recordName,
  reservation_record: record,
}: Pick<Detail, 'appointments' | 'reservations' | 'reservation_record'> & { recordName: string }) {
  const hasAppointments = appointments.upcoming.length + appointments.past.length > 0;
  const hasReservations = reservations.upcoming.length + reservations.past.length > 0;
  return (
    <>
      {(hasAppointments || !hasReservations) && (
        <section aria-labelledby="customer-appointments" className="customer-history">
          <h2 id="customer-appointments" tabIndex={-1}>
            <FormattedMessage id="staff.customers.appointments" />
          </h2>
          {(['upcoming', 'past'] as const).map((when) => (
            <Part key={when} when={when} kind="appointments" empty={appointments[when].length === 0}>
              {appointments[when].map((appointment) => (
                <li key={appointment.id} className="booking-item">
                  <Heading start={appointment.start} branch={appointment.branch.name} />
                  <BookedAs name={appointment.booked_as ?? recordName} />
                  <p className="booking-services">{appointment.services.map((service) => service.name).join(', ')}</p>
                  <p className="booking-facts">
                    <span className="badge badge-state">
                      <FormattedMessage id={appointmentStateId(appointment)} />
                    </span>
                    <MatchBadge match={appointment.match} />
                    <span>
                      <FormattedMoney money={appointment.total_price} />
                    </span>
                  </p>
                  {canCheckOut(appointment) && (
                    <Link to={`/staff/${appointment.branch.slug}/checkout/${appointment.id}`}>
                      <FormattedMessage id="staff.customers.checkOut" />
                    </Link>
                  )}
                </li>
              ))}
            </Part>
          ))}
        </section>
      )}
      {hasReservations && (
        <section aria-labelledby="customer-reservations" className="customer-history">
          <h2 id="customer-reservations">
            <FormattedMessage id="staff.customers.reservations" />
          </h2>
          {record && (record.no_shows > 0 || record.late_cancellations > 0) && (
            <p className="customer-reservation-record">
              <FormattedMessage
                id="staff.customers.reservationRecord"
                values={{ noShows: record.no_shows, late: record.late_cancellations }}
              />
            </p>
          )}
          {(['upcoming', 'past'] as const).map((when) => (
            <Part key={when} when={when} kind="reservations" empty={reservations[when].length === 0}>
              {reservations[when].map((reservation) => (
                <li key={reservation.id} className="booking-item">
                  <Heading start={reservation.start} branch={reservation.branch.name} />
                  <BookedAs name={reservation.booked_as} />
                  <p className="booking-services">
                    <FormattedMessage id="staff.customers.partySize" values={{ count: reservation.party_size }} />
                  </p>
                  <p className="booking-facts">
                    <span className="badge badge-state">
                      <FormattedMessage id={reservationStateId(reservation)} />
                    </span>
                    <MatchBadge match={reservation.match} />
                  </p>
                  <Link to={reservationPath(reservation.branch.slug, reservation.start.slice(0, 10), reservation.id)}>
                    <FormattedMessage id="staff.customers.openReservation" />
                  </Link>
                </li>
              ))}
            </Part>
          ))}
        </section>
      )}
    </>
  );
}

const PART_TITLES = {
  appointments: { upcoming: 'staff.customers.upcoming', past: 'staff.customers.past' },
  reservations: { upcoming: 'staff.customers.upcoming', past: 'staff.customers.past' },
} as const;
const EMPTY = {
  appointments: {
    upcoming: 'staff.customers.appointments.noneUpcoming',
    past: 'staff.customers.appointments.nonePast',
  },
  reservations: {
    upcoming: 'staff.customers.reservations.noneUpcoming',
    past: 'staff.customers.reservations.nonePast',
  },
} as const;

function Part({
  when,
  kind,
  empty,
  children,
}: {
  when: 'upcoming' | 'past';
  kind: 'appointments' | 'reservations';
  empty: boolean;
  children: ReactNode;
}) {
  const id = `customer-${kind}-${when}`;
  return (
    <div className="booking-part">
      <h3 id={id}>
        <FormattedMessage id={PART_TITLES[kind][when]} />
      </h3>
      {empty ? (
        <p className="muted">
          <FormattedMessage id={EMPTY[kind][when]} />
        </p>
      ) : (
        <ul className="booking-list" aria-labelledby={id}>
          {children}
        </ul>
      )}
    </div>
  );
}

/** The name the booking was made under: a booking matched or merged here may carry another. */
function BookedAs({ name }: { name: string }) {
  return (
    <p className="booking-name">
      <FormattedMessage id="staff.customers.bookedAs" values={{ name }} />
    </p>
  );
}

function Heading({ start, branch }: { start: string; branch: string }) {
  return (
    <p className="booking-when">
      <strong>
        <FormattedZoned value={start} dateStyle="medium" timeStyle="short" />
      </strong>{' '}
      <span className="muted">{branch}</span>
    </p>
  );
}
