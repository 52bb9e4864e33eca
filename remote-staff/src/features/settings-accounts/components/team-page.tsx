import { useTypedLoaderData } from '@booking/shared/router';
import { type ReactNode, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { teamLoader } from '../api/team-loader';
import { AccountList } from './account-list';
import { InviteForm } from './invite-form';
import { SessionList } from './session-list';
import './team.css';

/**
 * The owner's team: who has an account and in which role, an invitation for someone new, and
 * who is signed in where. Each change is said once in the status line under the title; a
 * refusal is said at the account or session it was about.
 */
export function TeamPage() {
  const { accounts, sessions, signedInEmail } = useTypedLoaderData<typeof teamLoader>();
  const [said, setSaid] = useState<ReactNode>(null);
  return (
    <section className="team" aria-labelledby="team-title">
      <h1 id="team-title">
        <FormattedMessage id="staff.accounts.title" />
      </h1>
      <p className="muted">
        <FormattedMessage id="staff.accounts.lead" />
      </p>
      {/* One status line, always there, so a change is announced the moment its words appear. */}
      <p role="status" className="team-status">
        {said}
      </p>
      <AccountList accounts={accounts} signedInEmail={signedInEmail} onChanged={setSaid} />
      <InviteForm onInvited={setSaid} />
      <SessionList sessions={sessions} onChanged={setSaid} />
    </section>
  );
}
