import type { TeamSessionsResponse } from '@booking/shared/contract/accounts';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { SessionItem } from './session-item';

type TeamSession = TeamSessionsResponse['results']['sessions'][number];

/** Who is signed in, the most recently active first, with this device marked. */
export function SessionList({
  sessions,
  onChanged,
}: {
  sessions: readonly TeamSession[];
  onChanged: (said: ReactNode) => void;
}) {
  return (
    <section className="team-part" aria-labelledby="team-sessions-title">
      <h2 id="team-sessions-title" tabIndex={-1}>
        <FormattedMessage id="staff.accounts.sessions.title" />
      </h2>
      <p className="muted">
        <FormattedMessage id="staff.accounts.sessions.lead" />
      </p>
      <ul className="card-list">
        {sessions.map((session) => (
          <SessionItem key={session.id} session={session} onChanged={onChanged} />
        ))}
      </ul>
    </section>
  );
}
