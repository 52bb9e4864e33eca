import type { TeamAccountResponse, TeamResponse, TeamSessionsResponse } from '@booking/shared/contract/accounts';
import {
  changeTeamRole,
  endTeamSession,
  inviteTeamMember,
  listTeam,
  listTeamSessions,
  removeTeamMember,
} from '@booking/shared/contract/operations/team';
import { Hono } from 'hono';
import type { LinkSeal } from '../auth/link-seal';
import { changeMember, inviteMember } from '../commands/team';
import type { Db } from '../db/db';
import { deleteTeamSession, listLiveSessions, listTeamAccounts } from '../db/team-repo';
import type { AccountLimits } from '../http/account-limits';
import { errorResponse } from '../http/error-response';
import { rateLimited } from '../http/rate-limited';
import { registerOperation } from '../http/register-operation';
import { sessionTokenHash } from '../http/require-staff';

export type TeamDeps = { db: Db; now: () => Date; seal: LinkSeal; siteUrl: string; limits: AccountLimits };

/** The team's accounts and sessions: owners only, their own organization only (decision 0055). */
export function teamRoutes({ db, now, seal, siteUrl, limits }: TeamDeps) {
  const app = new Hono();
  const routes = { app, db, now };
  registerOperation(routes, listTeam, async (c, _input, { staff: owner }) => {
    const accounts = await listTeamAccounts(db, owner.organizationId);
    return c.json({ results: { accounts } } satisfies TeamResponse);
  });
  registerOperation(routes, inviteTeamMember, async (c, { body }, { staff: owner }) => {
    // Each invitation emails someone: an organization or an owner cannot send a flood of them.
    const taken = limits.take(
      now(),
      ['invitationsPerOrganization', owner.organizationId],
      ['invitationsPerInviter', owner.userId],
    );
    if (!taken.allowed) return rateLimited(c, taken.retryAfterMs);
    const invited = await inviteMember(db, { seal, siteUrl }, owner, body, now());
    if (!invited.ok) return errorResponse(c, invited.error);
    return c.json({ results: { account: invited.value } } satisfies TeamAccountResponse, 201);
  });
  registerOperation(routes, changeTeamRole, async (c, { params, body }, { staff: owner }) => {
    const changed = await changeMember(db, owner, params.account, body.role);
    if (!changed.ok) return errorResponse(c, changed.error);
    if (!changed.value) return errorResponse(c, { code: 'account_not_found' });
    return c.json({ results: { account: changed.value } } satisfies TeamAccountResponse);
  });
  registerOperation(routes, removeTeamMember, async (c, { params }, { staff: owner }) => {
    const removed = await changeMember(db, owner, params.account, null);
    return removed.ok ? c.body(null, 204) : errorResponse(c, removed.error);
  });
  registerOperation(routes, listTeamSessions, async (c, _input, { staff: owner }) => {
    const current = sessionTokenHash(c);
    const rows = await listLiveSessions(db, owner.organizationId, now());
    const sessions = rows.map((row) => ({
      id: row.id,
      account: { id: row.account_id, name: row.name, email: row.email },
      signed_in_at: new Date(row.created_at).toISOString(),
      last_activity_at: new Date(row.last_seen_at).toISOString(),
      current: row.token_hash === current,
    }));
    return c.json({ results: { sessions } } satisfies TeamSessionsResponse);
  });
  registerOperation(routes, endTeamSession, async (c, { params }, { staff: owner }) => {
    if (!(await deleteTeamSession(db, owner.organizationId, params.session))) {
      return errorResponse(c, { code: 'session_not_found' });
    }
    return c.body(null, 204);
  });
  return app;
}
