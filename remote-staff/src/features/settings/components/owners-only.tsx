import { Link } from '@booking/shared/router';
import { FormattedMessage } from 'react-intl';

/** What staff see when they open the settings: whose they are, and the way back. */
export function OwnersOnly() {
  return (
    <section className="settings-owners-only" aria-labelledby="settings-owners-only-title">
      <h1 id="settings-owners-only-title">
        <FormattedMessage id="staff.settings.title" />
      </h1>
      <p>
        <FormattedMessage id="staff.settings.ownersOnly" />
      </p>
      <p>
        <Link to="/staff" className="button button-secondary">
          <FormattedMessage id="staff.settings.backToCalendar" />
        </Link>
      </p>
    </section>
  );
}
