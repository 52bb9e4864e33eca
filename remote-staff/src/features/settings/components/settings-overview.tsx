import { Link } from '@booking/shared/router';
import { FormattedMessage } from 'react-intl';
import { settingsPath, settingsSections } from '../../../common/settings/settings-sections';

/** The settings' first page: each section with what it changes. */
export function SettingsOverview() {
  return (
    <section aria-labelledby="settings-overview-title">
      <h1 id="settings-overview-title">
        <FormattedMessage id="staff.settings.title" />
      </h1>
      <p className="muted">
        <FormattedMessage id="staff.settings.lead" />
      </p>
      <ul className="card-list settings-overview-list">
        {settingsSections.map((section) => (
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
