import { NavLink } from '@booking/shared/router';
import { FormattedMessage } from 'react-intl';
import { reservationListPath, servicePath, tablesPath } from '../../../common/host-stand/host-paths';
import { customersPath, dayPath, listPath, weekPath } from '../domain/calendar-paths';

interface ViewLinksProps {
  branch: string;
  /** The date shown, kept when switching between the views of a day. */
  date: string;
}

/**
 * A salon's views: the employees' day and week, the appointment list, the customers. Whether
 * cancelled appointments are shown carries over between the day and the week.
 */
export function SalonViews({ branch, date, showCancelled }: ViewLinksProps & { showCancelled: boolean }) {
  return (
    <nav className="calendar-views">
      <NavLink to={dayPath(branch, date, showCancelled)} className="calendar-view-link">
        <FormattedMessage id="staff.view.day" />
      </NavLink>
      <NavLink to={weekPath(branch, date, null, showCancelled)} className="calendar-view-link">
        <FormattedMessage id="staff.view.week" />
      </NavLink>
      <NavLink to={listPath(branch)} className="calendar-view-link">
        <FormattedMessage id="staff.view.list" />
      </NavLink>
      <NavLink to={customersPath(branch)} className="calendar-view-link">
        <FormattedMessage id="staff.view.customers" />
      </NavLink>
    </nav>
  );
}

/** A restaurant's host stand: the day's service by time, the floor by table, the reservation list, the customers. */
export function HostViews({ branch, date }: ViewLinksProps) {
  return (
    <nav className="calendar-views">
      <NavLink to={servicePath(branch, date)} className="calendar-view-link">
        <FormattedMessage id="staff.view.service" />
      </NavLink>
      <NavLink to={tablesPath(branch, date)} className="calendar-view-link">
        <FormattedMessage id="staff.view.tables" />
      </NavLink>
      <NavLink to={reservationListPath(branch)} className="calendar-view-link">
        <FormattedMessage id="staff.view.reservations" />
      </NavLink>
      <NavLink to={customersPath(branch)} className="calendar-view-link">
        <FormattedMessage id="staff.view.customers" />
      </NavLink>
    </nav>
  );
}
