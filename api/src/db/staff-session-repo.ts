import type { Staff } from '@booking/shared/contract/staff-session';
import { STAFF_SESSION_IDLE_MS } from '../auth/session-policy';
import type { Db } from './db';

export type NewStaffSession = { tokenHash: string; staffUserId: string; createdAt: Date; expiresAt: Date };

/**
 * Stores a new session and ends the account's oldest ones beyond `keep` (the new one always
 * stays). The account's row is locked first, so parallel sign-ins of one account trim in
 * turn and never leave more than `keep`.
 */
export async function insertStaffSession(db: Db, session: NewStaffSession, keep: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM staff_users WHERE id = $1 FOR UPDATE', [session.staffUserId]);
    await tx.query(
      `INSERT INTO staff_sessions (token_hash, staff_user_id, created_at, expires_at, last_seen_at)
       VALUES ($1, $2, $3, $4, $3)`,
      [session.tokenHash, session.staffUserId, session.createdAt, session.expiresAt],
    );
    await tx.query(
      `DELETE FROM staff_sessions
        WHERE staff_user_id = $1 AND token_hash <> $2
          AND token_hash NOT IN (
            SELECT token_hash FROM staff_sessions
             WHERE staff_user_id = $1 AND token_hash <> $2
             ORDER BY created_at DESC, last_seen_at DESC
             LIMIT $3)`,
      [session.staffUserId, session.tokenHash, keep - 1],
    );
  });
}

/** A signed-in staff member as the staff calls need them. */
export type StaffPrincipal = Staff & { userId: string; organizationId: string };

/**
 * The staff member behind a live session at `now` (neither past its absolute expiry nor
 * idle for longer than the idle limit), or null. Using the session marks it seen, in the
 * same statement, so idle time counts from the last call.
 */
export async function findStaffBySession(db: Db, tokenHash: string, now: Date): Promise<StaffPrincipal | null> {
  const [row] = await db.query<StaffPrincipal>(
    `WITH seen AS (
       UPDATE staff_sessions SET last_seen_at = $2
        WHERE token_hash = $1 AND expires_at > $2 AND last_seen_at > $3
        RETURNING staff_user_id
     )
     SELECT u.id AS "userId", u.organization_id AS "organizationId", u.name, u.email, o.slug AS organization,
            b.slug AS branch, u.role, o.vertical
       FROM seen s
       JOIN staff_users u ON u.id = s.staff_user_id
       JOIN organizations o ON o.id = u.organization_id
       LEFT JOIN branches b ON b.id = u.branch_id`,
    [tokenHash, now, new Date(now.getTime() - STAFF_SESSION_IDLE_MS)],
  );
  return row ?? null;
}

export async function deleteStaffSession(db: Db, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM staff_sessions WHERE token_hash = $1', [tokenHash]);
}

/** Housekeeping on sign-in keeps the table from growing with dead (expired or idle) sessions. */
export async function deleteExpiredStaffSessions(db: Db, now: Date): Promise<void> {
  await db.query('DELETE FROM staff_sessions WHERE expires_at <= $1 OR last_seen_at <= $2', [
    now,
    new Date(now.getTime() - STAFF_SESSION_IDLE_MS),
  ]);
}

/** Remembers the branch the staff member works at; false if it is not one of their organization's. */
export async function rememberStaffBranch(db: Db, staff: StaffPrincipal, branchSlug: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE staff_users u SET branch_id = b.id
       FROM branches b
      WHERE u.id = $1 AND b.organization_id = u.organization_id AND b.slug = $2
      RETURNING u.id`,
    [staff.userId, branchSlug],
  );
  return rows.length > 0;
}
