import { Link, NavLink, Outlet, useTypedLoaderData } from '@booking/shared/router';
import { PAGE_CONTENT_ID } from '@booking/shared/ui/page-content/page-content';
import { FormattedMessage } from 'react-intl';
import { SETTINGS_PATH, settingsPath, settingsSectionsFor } from '../../../common/settings/settings-sections';
import { SignOutButton } from '../../../common/staff-page/sign-out-button';
import type { settingsLoader } from '../api/settings-loader';
import { OwnersOnly } from './owners-only';
import '../settings.css';

/**
 * The settings' frame: a way back to the calendar, the sections (a column beside the form on
 * a laptop, a row that wraps on a phone or tablet), those that apply to the business's vertical,
 * sign out; the section below. Staff who
 * open it are told that settings are the owners' and how to get back.
 */
export function SettingsLayout() {
  const { staff } = useTypedLoaderData<typeof settingsLoader>();
  if (staff.role !== 'owner') return <OwnersOnly />;
  return (
    <div className="settings-layout">
      <header className="settings-bar">
        <Link to="/staff" className="settings-back">
          <span aria-hidden="true">← </span>
          <FormattedMessage id="staff.settings.backToCalendar" />
        </Link>
        <SignOutButton className="button button-secondary settings-sign-out" />
      </header>
      <div className="settings-body">
        <nav className="settings-nav" aria-labelledby="settings-nav-title">
          <h2 id="settings-nav-title" className="settings-nav-title">
            <FormattedMessage id="staff.settings.title" />
          </h2>
          <ul>
            <li>
              <NavLink to={SETTINGS_PATH} end>
                <FormattedMessage id="staff.settings.overview" />
              </NavLink>
            </li>
            {settingsSectionsFor(staff.vertical).map((section) => (
              <li key={section.path}>
                <NavLink to={settingsPath(section.path)}>
                  <FormattedMessage id={section.titleId} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div id={PAGE_CONTENT_ID} tabIndex={-1} className="settings-section page-content">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
