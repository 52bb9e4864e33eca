import { Link, useNavigate, useTypedLoaderData } from '@booking/shared/router';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { settingsPath } from '../../../common/settings/settings-sections';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { SignOutButton } from '../../../common/staff-page/sign-out-button';
import { chooseBranch } from '../api/choose-branch';
import type { staffBranchesLoader } from '../api/staff-branches-loader';

/**
 * After signing in, staff choose the branch whose day they run: its calendar opens on today
 * and the choice is remembered, so the next visit to /staff goes straight there. A branch its
 * owner closed is marked so (its calendar still shows what was kept there), and owners get
 * the way to its settings, to reopen it.
 */
export function BranchChoice() {
  const api = useStaffApi();
  const { staff, branches } = useTypedLoaderData<typeof staffBranchesLoader>();
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState<string | null>(null);
  return (
    <section aria-labelledby="branch-choice-title">
      <p className="muted">
        <FormattedMessage id="staff.branches.signedInAs" values={{ name: staff.name, email: staff.email }} />
      </p>
      <h1 id="branch-choice-title">
        <FormattedMessage id="staff.branches.title" />
      </h1>
      {branches.length === 0 && (
        <p>
          <FormattedMessage id="staff.branches.none" />
        </p>
      )}
      <ul className="card-list">
        {branches.map((branch) => (
          <li key={branch.id}>
            <button
              type="button"
              className="card branch-choice-button"
              disabled={choosing !== null}
              aria-busy={choosing === branch.slug || undefined}
              onClick={async () => {
                setChoosing(branch.slug);
                // Remembering is a convenience: the calendar opens even if it failed.
                await chooseBranch(api, branch.slug);
                navigate(`/staff/${encodeURIComponent(branch.slug)}`);
              }}
            >
              <span className="card-title">
                {branch.name}
                {branch.closed && (
                  <span className="branch-choice-closed">
                    {' '}
                    <FormattedMessage id="staff.branches.closed" />
                  </span>
                )}
              </span>
              <span className="muted">
                {branch.street}, {branch.zip} {branch.city}
              </span>
              {staff.branch === branch.slug && (
                <span className="branch-choice-last">
                  <FormattedMessage id="staff.branches.lastUsed" />
                </span>
              )}
            </button>
            {branch.closed && staff.role === 'owner' && (
              <Link to={settingsPath(`branches/${branch.id}`)} className="branch-choice-settings">
                <FormattedMessage id="staff.branches.closedSettings" values={{ name: branch.name }} />
              </Link>
            )}
          </li>
        ))}
      </ul>
      <p className="branch-choice-actions">
        {staff.role === 'owner' && (
          <Link to={settingsPath()} className="button button-secondary">
            <FormattedMessage id="staff.settings.link" />
          </Link>
        )}
        <SignOutButton />
      </p>
    </section>
  );
}
