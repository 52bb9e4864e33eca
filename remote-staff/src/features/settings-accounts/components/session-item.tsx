import type { TeamSessionsResponse } from '@booking/shared/contract/accounts';
import { type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { teamCalls } from '../api/team-calls';
import { useTeamChange } from './use-team-change';

type TeamSession = TeamSessionsResponse['results']['sessions'][number];

/**
 * One signed-in session: whose, since when, last active when (in this device's own time:
 * the one reading it). Ending it signs that device out at once; this device's own session
 * is ended by signing out.
 */
export function SessionItem({ session, onChanged }: { session: TeamSession; onChanged: (said: ReactNode) => void }) {
  const api = useStaffApi();
  const intl = useIntl();
  const change = useTeamChange();
  const nameId = useId();
  const { name, email } = session.account;
  const at = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });

  function end() {
    void change.run(
      () => teamCalls(api).endSession(session.id),
      () => {
        onChanged(<FormattedMessage id="staff.accounts.sessions.ended" values={{ name }} />);
        document.getElementById('team-sessions-title')?.focus();
      },
    );
  }

  return (
    <li className="card team-card">
      <p className="team-card-who">
        <span id={nameId} className="card-title">
          {name}
        </span>
        {session.current && (
          <span className="team-tag team-tag-here">
            <FormattedMessage id="staff.accounts.sessions.thisDevice" />
          </span>
        )}
        <span className="muted team-email">{email}</span>
      </p>
      <p className="team-card-facts">
        <FormattedMessage id="staff.accounts.sessions.lastActivity" values={{ at: at(session.last_activity_at) }} />
        <br />
        <FormattedMessage id="staff.accounts.sessions.signedInAt" values={{ at: at(session.signed_in_at) }} />
      </p>
      {session.current ? (
        <p className="muted">
          <FormattedMessage id="staff.accounts.sessions.endThisOne" />
        </p>
      ) : (
        <div className="team-actions">
          <button
            type="button"
            aria-describedby={nameId}
            className="button button-secondary"
            disabled={change.busy}
            onClick={end}
          >
            <FormattedMessage id="staff.accounts.sessions.end" />
          </button>
        </div>
      )}
      <StaffSubmitProblem failure={change.failure} onRetry={change.retry} />
    </li>
  );
}
