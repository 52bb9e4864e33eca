import {
  NavLink,
  Outlet,
  useLocation,
  useNavigation,
  useParams,
  useSearchParams,
  useTypedLoaderData,
} from '@booking/shared/router';
import { Skeleton } from '@booking/shared/ui/skeleton/skeleton';
import { FormattedMessage } from 'react-intl';
import { SignOutButton } from '../../../common/staff-page/sign-out-button';
import type { calendarLayoutLoader } from '../api/calendar-layout-loader';
import { customersPath, dayPath, listPath, screenOf, showsCancelled, weekPath } from '../calendar-paths';
import { todayIn } from '../calendar-range';
import { useCalendarEvents } from '../live/use-calendar-events';
import '../calendar.css';

/**
 * The branch's frame (STAFF-SEAM): branch and "change branch", the view switch (the
 * calendar's day, week and list, and the customers), sign out; below it the day, week or list
 * screen or a customer or checkout page, a skeleton while another one loads, and the
 * branch's live events keeping whatever is shown current.
 */
export function CalendarLayout() {
  const { branch } = useTypedLoaderData<typeof calendarLayoutLoader>();
  const params = useParams();
  const location = useLocation();
  const navigation = useNavigation();
  // Cancelled appointments shown in the day stay shown in the week, and back.
  const showCancelled = showsCancelled(useSearchParams()[0]);
  useCalendarEvents(branch.slug);

  const date = params.date ?? todayIn(branch.timezone, Date.now());
  const loadingOther =
    navigation.state === 'loading' &&
    navigation.location.pathname.startsWith(`/staff/${branch.slug}/`) &&
    screenOf(navigation.location.pathname, navigation.location.search) !== screenOf(location.pathname, location.search);

  return (
    <div className="calendar-layout">
      <header className="calendar-bar">
        <p className="calendar-branch">
          <span className="calendar-branch-name">{branch.name}</span>{' '}
          <NavLink to="/staff/branches" className="calendar-change">
            <FormattedMessage id="staff.calendar.changeBranch" />
          </NavLink>
        </p>
        <nav className="calendar-views">
          <NavLink to={dayPath(branch.slug, date, showCancelled)} className="calendar-view-link">
            <FormattedMessage id="staff.view.day" />
          </NavLink>
          <NavLink to={weekPath(branch.slug, date, null, showCancelled)} className="calendar-view-link">
            <FormattedMessage id="staff.view.week" />
          </NavLink>
          <NavLink to={listPath(branch.slug)} className="calendar-view-link">
            <FormattedMessage id="staff.view.list" />
          </NavLink>
          <NavLink to={customersPath(branch.slug)} className="calendar-view-link">
            <FormattedMessage id="staff.view.customers" />
          </NavLink>
        </nav>
        <SignOutButton className="button button-secondary calendar-sign-out" />
      </header>
      {loadingOther ? <Skeleton rows={8} /> : <Outlet />}
    </div>
  );
}
