import type { TeamAccount } from '@booking/shared/contract/accounts';
import { STAFF_SESSION_IDLE_MS } from '../auth/session-policy';
import type { Db } from './db';

const STATE = `CASE WHEN u.confirmed_at IS NOT NULL THEN 'active'
                    WHEN u.password_hash IS NULL THEN 'invited' ELSE 'unconfirmed' END`;

export async function listTeamAccounts(db: Db, organizationId: string): Promise<TeamAccount[]> {
  return db.query<TeamAccount>(
    `SELECT u.id, u.name, u.email, u.role, ${STATE} AS state
       FROM staff_users u WHERE u.organization_id = $1 ORDER BY u.role, lower(u.name), u.email`,
    [organizationId],
  );
}

export async function findTeamAccount(db: Db, organizationId: string, id: string): Promise<TeamAccount | null> {
  const [row] = await db.query<TeamAccount>(
    `SELECT u.id, u.name, u.email, u.role, ${STATE} AS state
       FROM staff_users u WHERE u.organization_id = $1 AND u.id = $2`,
    [organizationId, id],
  );
  return row ?? null;
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

export async function setAccountRole(db: Db, organizationId: string, id: string, role: string): Promise<void> {
  await db.query('UPDATE staff_users SET role = $3 WHERE organization_id = $1 AND id = $2', [organizationId, id, role]);
}

/** Removes the account; its sessions go with it (ON DELETE CASCADE), so it is signed out at once. */
export async function deleteAccount(db: Db, organizationId: string, id: string): Promise<void> {
  await db.query('DELETE FROM staff_users WHERE organization_id = $1 AND id = $2', [organizationId, id]);
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
