import type { AccountRole, TeamAccount } from '@booking/shared/contract/accounts';
import { ConfirmDialog } from '@booking/shared/ui/confirm-dialog/confirm-dialog';
import { type ReactNode, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { teamCalls } from '../api/team-calls';
import type { TeamChanges } from '../domain/team-changes';
import { MAKE_IDS, ROLE_CHANGED_IDS, ROLE_IDS, STATE_IDS } from '../domain/team-message-ids';
import { useTeamChange } from './use-team-change';

interface AccountItemProps {
  account: TeamAccount;
  changes: TeamChanges;
  /** The signed-in owner's own account: marked, and asked before it gives up its own rights. */
  isMe: boolean;
  onChanged: (said: ReactNode) => void;
}

type Asking = null | 'remove' | 'demote-myself';

/**
 * One account: name, email, role and state, and the changes the API allows. Removing asks
 * first (the account is signed out everywhere at once); so does an owner making themself
 * staff, which closes the settings to them. The last owner is offered neither, and says why.
 */
export function AccountItem({ account, changes, isMe, onChanged }: AccountItemProps) {
  const api = useStaffApi();
  const [asking, setAsking] = useState<Asking>(null);
  const change = useTeamChange();
  const nameId = useId();
  const name = account.name;

  function giveRole(role: AccountRole) {
    setAsking(null);
    void change.run(
      () => teamCalls(api).changeRole(account.id, role),
      () => onChanged(<FormattedMessage id={ROLE_CHANGED_IDS[role]} values={{ name }} />),
    );
  }

  function remove() {
    setAsking(null);
    void change.run(
      () => teamCalls(api).remove(account.id),
      () => {
        onChanged(<FormattedMessage id="staff.accounts.removed" values={{ name }} />);
        // The card went with the focus on its button: the list's title takes it.
        document.getElementById('team-accounts-title')?.focus();
      },
    );
  }

  const { otherRole } = changes;
  return (
    <li className="card team-card">
      <p className="team-card-who">
        <span id={nameId} className="card-title">
          {name}
        </span>
        {isMe && (
          <span className="team-tag">
            <FormattedMessage id="staff.accounts.you" />
          </span>
        )}
        <span className="muted team-email">{account.email}</span>
      </p>
      <p className="team-card-facts">
        <span className="team-tag team-tag-role">
          <FormattedMessage id={ROLE_IDS[account.role]} />
        </span>{' '}
        <FormattedMessage id={STATE_IDS[account.state]} />
      </p>
      {changes.onlyOwner && (
        <p className="muted">
          <FormattedMessage id="staff.accounts.onlyOwner" />
        </p>
      )}
      {(otherRole || changes.removable) && (
        <div className="team-actions">
          {otherRole && (
            <button
              type="button"
              aria-describedby={nameId}
              className="button button-secondary"
              disabled={change.busy}
              onClick={() => (isMe && otherRole === 'staff' ? setAsking('demote-myself') : giveRole(otherRole))}
            >
              <FormattedMessage id={MAKE_IDS[otherRole]} />
            </button>
          )}
          {changes.removable && (
            <button
              type="button"
              aria-describedby={nameId}
              className="button button-secondary team-danger"
              disabled={change.busy}
              onClick={() => setAsking('remove')}
            >
              <FormattedMessage id="staff.accounts.remove" />
            </button>
          )}
        </div>
      )}
      <StaffSubmitProblem failure={change.failure} onRetry={change.retry} />
      <ConfirmDialog
        open={asking === 'remove'}
        title={
          <FormattedMessage
            id={isMe ? 'staff.accounts.remove.myselfTitle' : 'staff.accounts.remove.title'}
            values={{ name }}
          />
        }
        confirmLabel={<FormattedMessage id="staff.accounts.remove.yes" />}
        cancelLabel={<FormattedMessage id="staff.accounts.remove.no" />}
        onConfirm={remove}
        onCancel={() => setAsking(null)}
      >
        <p>
          <FormattedMessage
            id={isMe ? 'staff.accounts.remove.myselfBody' : 'staff.accounts.remove.body'}
            values={{ name }}
          />
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'demote-myself'}
        title={<FormattedMessage id="staff.accounts.demoteMyself.title" />}
        confirmLabel={<FormattedMessage id="staff.accounts.demoteMyself.yes" />}
        cancelLabel={<FormattedMessage id="staff.accounts.demoteMyself.no" />}
        onConfirm={() => giveRole('staff')}
        onCancel={() => setAsking(null)}
      >
        <p>
          <FormattedMessage id="staff.accounts.demoteMyself.body" />
        </p>
      </ConfirmDialog>
    </li>
  );
}
