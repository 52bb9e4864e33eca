import { Link, useTypedLoaderData } from '@booking/shared/router';
import { FormattedMessage } from 'react-intl';
import type { branchesLoader } from '../api/branches-loader';
import { WeekSummary } from './week-summary';
import './settings-branches.css';

/** The owner's branches: each with its address, hours and whether it is open; add or edit one. */
export function BranchesPage() {
  const { branches } = useTypedLoaderData<typeof branchesLoader>();
  return (
    <section aria-labelledby="branches-title">
      <h1 id="branches-title">
        <FormattedMessage id="staff.settings.branches.title" />
      </h1>
      <p className="muted">
        <FormattedMessage id="staff.settings.branches.lead" />
      </p>
      <p>
        <Link to="new" className="button button-primary">
          <FormattedMessage id="staff.settings.branches.add" />
        </Link>
      </p>
      {branches.length === 0 ? (
        <p>
          <FormattedMessage id="staff.settings.branches.none" />
        </p>
      ) : (
        <ul className="card-list branch-settings-list">
          {branches.map((branch) => (
            <li key={branch.id} className="card">
              <h2 className="card-title">
                <Link to={branch.id}>{branch.name}</Link>
                {branch.closed && (
                  <span className="branch-settings-closed">
                    {' '}
                    <FormattedMessage id="staff.settings.branches.closedBadge" />
                  </span>
                )}
              </h2>
              <p className="muted">
                {[`${branch.street} ${branch.house_number}`.trim(), `${branch.zip} ${branch.city}`].join(', ')}
              </p>
              <WeekSummary hours={branch.opening_hours} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
