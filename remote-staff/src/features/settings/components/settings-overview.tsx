import { Link, useTypedLoaderData } from '@booking/shared/router';
import { FormattedMessage } from 'react-intl';
import { settingsPath, settingsSectionsFor } from '../../../common/settings/settings-sections';
import type { goLiveLoader } from '../api/go-live';
import { GoLivePanel } from './go-live-panel';

/** The settings' first page: whether the page is live and what it needs, then each section with what it changes. */
export function SettingsOverview() {
  const { goLive, vertical, pageUrl } = useTypedLoaderData<typeof goLiveLoader>();
  return (
    <section aria-labelledby="settings-overview-title">
      <h1 id="settings-overview-title">
        <FormattedMessage id="staff.settings.title" />
      </h1>
      <p className="muted">
        <FormattedMessage id="staff.settings.lead" />
      </p>
      <GoLivePanel initial={goLive} pageUrl={pageUrl} />
      <ul className="card-list settings-overview-list">
        {settingsSectionsFor(vertical).map((section) => (
          <li key={section.path}>
            <Link to={settingsPath(section.path)} className="card">
              <span className="card-title">
                <FormattedMessage id={section.titleId} />
              </span>
              <span className="muted">
                <FormattedMessage id={section.leadId} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
