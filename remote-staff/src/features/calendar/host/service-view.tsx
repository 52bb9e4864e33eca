import type { StaffReservation } from '@booking/shared/contract/staff-reservations';
import { Outlet, useTypedLoaderData } from '@booking/shared/router';
import { FormattedMessage } from 'react-intl';
import { servicePath } from '../../../common/host-stand/host-paths';
import { useNow } from '../components/use-now';
import { useLiveChanges } from '../live/live-notice-store';
import { HostHeader } from './host-header';
import { LiveNotice } from './live-notice';
import { ReservationRows } from './reservation-rows';
import type { serviceDayLoader } from './service-day-loader';
import { ServiceSummary } from './service-summary';
import './host.css';

const hrefOf = (reservation: StaffReservation) => `reservations/${reservation.id}`;

/**
 * A restaurant's day at the host stand: the services at a glance, what guests did online
 * since the screen opened, and every reservation of the day by time. The dialogs (a
 * reservation, a new one, a walk-in) open over it.
 */
export function ServiceView() {
  const { date, day, reservations, country } = useTypedLoaderData<typeof serviceDayLoader>();
  const now = useNow();
  const changes = useLiveChanges();
  const fresh = new Map(changes.map((change) => [change.id, change.change]));
  return (
    <section className="calendar-view host-view" aria-labelledby="host-view-title">
      <HostHeader
        titleId="host-view-title"
        label={<FormattedMessage id="staff.view.service" />}
        date={date}
        zone={day.branch.timezone}
        now={now}
        closed={day.periods.length === 0}
        pathFor={(d) => servicePath(day.branch.slug, d)}
      />
      <LiveNotice changes={changes} reservations={reservations} hrefOf={hrefOf} />
      <ServiceSummary day={day} now={now} />
      <h2 className="host-list-title">
        <FormattedMessage id="staff.host.reservationsOfDay" values={{ count: reservations.length }} />
      </h2>
      {reservations.length === 0 ? (
        <p className="calendar-empty">
          <FormattedMessage id="staff.host.none" />
        </p>
      ) : (
        <ReservationRows reservations={reservations} fresh={fresh} hrefOf={hrefOf} country={country} />
      )}
      <Outlet />
    </section>
  );
}
