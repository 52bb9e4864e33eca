import { useNavigate, useTypedLoaderData } from '@booking/shared/router';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { signOut } from '../api/sign-out';
import type { staffBranchesLoader } from '../api/staff-branches-loader';

/** After signing in, staff choose the branch whose day they run. */
export function BranchChoice() {
  const { staff, branches } = useTypedLoaderData<typeof staffBranchesLoader>();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <section aria-labelledby="branch-choice-title">
      <p className="muted">
        <FormattedMessage id="staff.branches.signedInAs" values={{ name: staff.name, email: staff.email }} />
      </p>
      <h1 id="branch-choice-title">
        <FormattedMessage id="staff.branches.title" />
      </h1>
      <ul className="card-list">
        {branches.map((branch) => (
          <li key={branch.id} className="card">
            <span className="card-title">{branch.name}</span>
            <br />
            <span className="muted">
              {branch.street}, {branch.zip} {branch.city}
            </span>
          </li>
        ))}
      </ul>
      <p>
        <button
          type="button"
          className="button button-secondary"
          disabled={signingOut}
          onClick={async () => {
            setSigningOut(true);
            await signOut();
            navigate('/staff');
          }}
        >
          <FormattedMessage id="staff.signOut" />
        </button>
      </p>
    </section>
  );
}
