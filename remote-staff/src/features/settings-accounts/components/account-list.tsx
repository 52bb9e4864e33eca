import type { TeamAccount } from '@booking/shared/contract/accounts';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { isSignedInAccount, teamChanges } from '../domain/team-changes';
import { AccountItem } from './account-item';

interface AccountListProps {
  accounts: readonly TeamAccount[];
  signedInEmail: string;
  onChanged: (said: ReactNode) => void;
}

/** The team's accounts, owners first, each with its role, its state and what may change. */
export function AccountList({ accounts, signedInEmail, onChanged }: AccountListProps) {
  return (
    <section className="team-part" aria-labelledby="team-accounts-title">
      <h2 id="team-accounts-title" tabIndex={-1}>
        <FormattedMessage id="staff.accounts.accounts.title" values={{ count: accounts.length }} />
      </h2>
      <ul className="card-list">
        {accounts.map((account) => (
          <AccountItem
            key={account.id}
            account={account}
            changes={teamChanges(account, accounts)}
            isMe={isSignedInAccount(account, signedInEmail)}
            onChanged={onChanged}
          />
        ))}
      </ul>
    </section>
  );
}
