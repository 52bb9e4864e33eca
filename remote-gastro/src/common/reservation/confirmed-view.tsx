import { buildUrl } from '@booking/shared/api-client/build-url';
import { getReservationCalendarFile } from '@booking/shared/contract/operations/calendar-files';
import type { Reservation } from '@booking/shared/contract/reservations';
import { Link } from '@booking/shared/router';
import { getApiBase } from '@booking/shared/stores/runtime-env';
import { FormattedMessage } from 'react-intl';
import { ReservationFacts } from './reservation-facts';

/** The end of reserving and of rescheduling: what is reserved, its manage link, and the calendar file. */
export function ConfirmedView({
  reservation,
  token,
  titleId,
}: {
  reservation: Reservation;
  token: string;
  titleId: string;
}) {
  const managePath = `/${reservation.organization}/${reservation.branch.slug}/${token}`;
  const calendar = buildUrl(
    getApiBase(),
    getReservationCalendarFile,
    { organization: reservation.organization, token },
    {},
  );
  return (
    <section aria-labelledby="confirmed-title">
      <h1 id="confirmed-title" tabIndex={-1}>
        <FormattedMessage id={titleId} />
      </h1>
      <p>
        <FormattedMessage id="gastro.confirmed.emailed" values={{ email: reservation.email }} />
      </p>
      <ReservationFacts start={reservation.start} partySize={reservation.party_size} place={reservation.branch.name} />
      <div className="actions">
        <a className="button" href={calendar} download>
          <FormattedMessage id="gastro.confirmed.addToCalendar" />
        </a>
        <Link className="button button-secondary" to={managePath}>
          <FormattedMessage id="gastro.confirmed.manage" />
        </Link>
      </div>
      <p className="muted">
        <FormattedMessage id="gastro.confirmed.manageHint" />{' '}
        <span className="manage-url">{`${window.location.origin}${managePath}`}</span>
      </p>
    </section>
  );
}
