import { useApi } from '@booking/shared/api-client/api-access';
import { buildUrl } from '@booking/shared/api-client/build-url';
import { getReservationCalendarFile } from '@booking/shared/contract/operations/calendar-files';
import type { Reservation } from '@booking/shared/contract/reservations';
import { Link } from '@booking/shared/router';
import { instantOf } from '@booking/shared/time/instant-of';
import { AddToCalendar } from '@booking/shared/ui/add-to-calendar/add-to-calendar';
import { useHeadingFocus } from '@booking/shared/ui/heading-focus/heading-focus';
import { FormattedMessage, useIntl } from 'react-intl';
import { ReservationFacts } from './reservation-facts';

/**
 * The end of reserving and of rescheduling: what is reserved, its manage link, and the calendar
 * file. `origin` spells the link out in full (the page's own, given so that the server can draw it).
 */
export function ConfirmedView({
  reservation,
  token,
  titleId,
  origin,
}: {
  reservation: Reservation;
  token: string;
  titleId: string;
  origin: string;
}) {
  const intl = useIntl();
  const { apiBase } = useApi();
  const heading = useHeadingFocus();
  const managePath = `/${reservation.organization}/${reservation.branch.slug}/${token}`;
  const calendar = buildUrl(apiBase, getReservationCalendarFile, { organization: reservation.organization, token }, {});
  const { name, address } = reservation.branch;
  const title = intl.formatMessage(
    { id: 'gastro.confirmed.calendarTitle' },
    { party_size: reservation.party_size, branch: name },
  );
  const event = {
    title,
    start: new Date(instantOf(reservation.start)),
    end: new Date(instantOf(reservation.end)),
    location: address ? `${name}, ${address}` : name,
    details: title,
  };
  return (
    <section aria-labelledby="confirmed-title">
      <h1 id="confirmed-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id={titleId} />
      </h1>
      <p>
        <FormattedMessage id="gastro.confirmed.emailed" values={{ email: reservation.email }} />
      </p>
      <ReservationFacts start={reservation.start} partySize={reservation.party_size} place={reservation.branch.name} />
      <AddToCalendar icsUrl={calendar} event={event} />
      <div className="actions">
        <Link className="button button-secondary" to={managePath}>
          <FormattedMessage id="gastro.confirmed.manage" />
        </Link>
      </div>
      <p className="muted">
        <FormattedMessage id="gastro.confirmed.manageHint" />{' '}
        <span className="manage-url">{`${origin}${managePath}`}</span>
      </p>
    </section>
  );
}
