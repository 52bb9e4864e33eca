import type { TeamAccount } from '@booking/shared/contract/accounts';
import { STAFF_SESSION_IDLE_MS } from '../auth/session-policy';
import type { Db } from './db';

/**
 * The team as its owner sees it: the accounts, and the invitations to emails that had an
 * account already, which are listed as invited like any other (decision 0076).
 */
const TEAM = `SELECT u.id, u.organization_id, u.name, u.email, u.role,
                     CASE WHEN u.confirmed_at IS NOT NULL THEN 'active'
                          WHEN o.confirmed_at IS NULL THEN 'unconfirmed' ELSE 'invited' END AS state
                FROM staff_users u JOIN organizations o ON o.id = u.organization_id
              UNION ALL
              SELECT i.id, i.organization_id, i.name, i.email, i.role, 'invited' AS state
                FROM taken_email_invitations i`;

export async function listTeamAccounts(db: Db, organizationId: string): Promise<TeamAccount[]> {
  return db.query<TeamAccount>(
    `SELECT t.id, t.name, t.email, t.role, t.state FROM (${TEAM}) t
      WHERE t.organization_id = $1 ORDER BY t.role, lower(t.name), t.email`,
    [organizationId],
  );
}

export async function findTeamAccount(db: Db, organizationId: string, id: string): Promise<TeamAccount | null> {
  const [row] = await db.query<TeamAccount>(
    `SELECT t.id, t.name, t.email, t.role, t.state FROM (${TEAM}) t WHERE t.organization_id = $1 AND t.id = $2`,
    [organizationId, id],
  );
  return row ?? null;
}

/** Whether the organization's team lists this email already (an account or an invitation). */
export async function isOnTeam(db: Db, organizationId: string, email: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM (${TEAM}) t WHERE t.organization_id = $1 AND t.email = $2`, [
    organizationId,
    email,
  ]);
  return rows.length > 0;
}

export type TakenEmailInvitation = { organizationId: string; email: string; name: string; role: 'owner' | 'staff' };

export async function insertTakenEmailInvitation(
  db: Db,
  invitation: TakenEmailInvitation,
  now: Date,
): Promise<{ id: string }> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO taken_email_invitations (organization_id, email, name, role, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [invitation.organizationId, invitation.email, invitation.name, invitation.role, now],
  );
  if (!row) throw new Error('INSERT INTO taken_email_invitations returned no row');
  return row;
}

/**
 * Locks the organization's owners for the rest of the transaction and returns the ids of
 * those who can act (confirmed): two owners demoting or removing each other at once then
 * take turns, and the second sees that the first left one owner.
 */
export async function lockActiveOwners(db: Db, organizationId: string): Promise<string[]> {
  const rows = await db.query<{ id: string; active: boolean }>(
    `SELECT id, confirmed_at IS NOT NULL AS active FROM staff_users
      WHERE organization_id = $1 AND role = 'owner' ORDER BY id FOR UPDATE`,
    [organizationId],
  );
  return rows.filter((row) => row.active).map((row) => row.id);
}

/** The role of an account or of an invitation to a taken email, whichever has the id. */
export async function setAccountRole(db: Db, organizationId: string, id: string, role: string): Promise<void> {
  await db.query('UPDATE staff_users SET role = $3 WHERE organization_id = $1 AND id = $2', [organizationId, id, role]);
  await db.query('UPDATE taken_email_invitations SET role = $3 WHERE organization_id = $1 AND id = $2', [
    organizationId,
    id,
    role,
  ]);
}

/**
 * Removes the account (its sessions go with it, ON DELETE CASCADE, so it is signed out at
 * once), or withdraws the invitation to a taken email with that id.
 */
export async function deleteAccount(db: Db, organizationId: string, id: string): Promise<void> {
  await db.query('DELETE FROM staff_users WHERE organization_id = $1 AND id = $2', [organizationId, id]);
  await db.query('DELETE FROM taken_email_invitations WHERE organization_id = $1 AND id = $2', [organizationId, id]);
}

export type TeamSessionRow = {
  id: string;
  account_id: string;
  name: string;
  email: string;
  created_at: Date;
  last_seen_at: Date;
  token_hash: string;
};

/** The organization's live sessions (neither expired nor idle), the most recently active first. */
export async function listLiveSessions(db: Db, organizationId: string, now: Date): Promise<TeamSessionRow[]> {
  return db.query<TeamSessionRow>(
    `SELECT s.id, u.id AS account_id, u.name, u.email, s.created_at, s.last_seen_at, s.token_hash
       FROM staff_sessions s JOIN staff_users u ON u.id = s.staff_user_id
      WHERE u.organization_id = $1 AND s.expires_at > $2 AND s.last_seen_at > $3
      ORDER BY s.last_seen_at DESC`,
    [organizationId, now, new Date(now.getTime() - STAFF_SESSION_IDLE_MS)],
  );
}

/** Ends a session of the organization; false when it has none of that id. */
export async function deleteTeamSession(db: Db, organizationId: string, id: string): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM staff_sessions s USING staff_users u
      WHERE s.id = $2 AND u.id = s.staff_user_id AND u.organization_id = $1 RETURNING s.id`,
    [organizationId, id],
  );
  return rows.length > 0;
}
