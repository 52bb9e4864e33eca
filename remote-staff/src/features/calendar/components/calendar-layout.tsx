import {
  Link,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigation,
  useParams,
  useSearchParams,
  useTypedLoaderData,
} from '@booking/shared/router';
import { todayIn } from '@booking/shared/time/today-in';
import { PAGE_CONTENT_ID } from '@booking/shared/ui/page-content/page-content';
import { Skeleton } from '@booking/shared/ui/skeleton/skeleton';
import { FormattedMessage } from 'react-intl';
import { servicePath } from '../../../common/host-stand/host-paths';
import { settingsPath } from '../../../common/settings/settings-sections';
import { SignOutButton } from '../../../common/staff-page/sign-out-button';
import type { calendarLayoutLoader } from '../api/calendar-layout-loader';
import { dayPath, screenOf, showsCancelled } from '../domain/calendar-paths';
import { useCalendarEvents } from '../live/use-calendar-events';
import { HostViews, SalonViews } from './view-links';
import '../calendar.css';

/**
 * The branch's frame (STAFF-SEAM): branch and "change branch", the view switch (a salon's
 * day, week and list and the customers; a restaurant's service, tables, reservations and the
 * customers), settings (owners) and sign out; below it the screen, a skeleton while another one loads, and the
 * branch's live events keeping whatever is shown current.
 */
export function CalendarLayout() {
  const { staff, branch, toHandleCount, vertical } = useTypedLoaderData<typeof calendarLayoutLoader>();
  const params = useParams();
  const location = useLocation();
  const navigation = useNavigation();
  // Cancelled appointments shown in the day stay shown in the week, and back.
  const showCancelled = showsCancelled(useSearchParams()[0]);
  useCalendarEvents(branch.slug);

  const date = params.date ?? todayIn(branch.timezone, Date.now());
  const view = location.pathname.split('/')[3];
  // A restaurant has no employees' calendar: a salon link or bookmark opens the host stand.
  if (vertical === 'gastro' && (view === 'day' || view === 'week')) {
    return <Navigate to={servicePath(branch.slug, date)} replace />;
  }
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
        {vertical === 'gastro' ? (
          <HostViews branch={branch.slug} date={date} />
        ) : (
          <SalonViews branch={branch.slug} date={date} showCancelled={showCancelled} />
        )}
        {toHandleCount && vertical !== 'gastro' ? (
          <Link to={`${dayPath(branch.slug, date)}/appointments-to-handle`} className="calendar-to-handle">
            <FormattedMessage id="staff.toHandle.link" values={{ count: toHandleCount }} />
          </Link>
        ) : null}
        <p className="calendar-account">
          {staff.role === 'owner' && (
            <Link to={settingsPath()} className="button button-secondary">
              <FormattedMessage id="staff.settings.link" />
            </Link>
          )}
          <SignOutButton className="button button-secondary" />
        </p>
      </header>
      <div id={PAGE_CONTENT_ID} tabIndex={-1} className="page-content">
        {loadingOther ? <Skeleton rows={8} /> : <Outlet />}
      </div>
    </div>
  );
}
