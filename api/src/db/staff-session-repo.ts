import type { Staff } from '@booking/shared/contract/staff-session';
import type { Db } from './db';

export type NewStaffSession = { tokenHash: string; staffUserId: string; createdAt: Date; expiresAt: Date };

export async function insertStaffSession(db: Db, session: NewStaffSession): Promise<void> {
  await db.query(
    'INSERT INTO staff_sessions (token_hash, staff_user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [session.tokenHash, session.staffUserId, session.createdAt, session.expiresAt],
  );
}

/** The staff member behind a session that has not expired at `now`, or null. */
export async function findStaffBySession(db: Db, tokenHash: string, now: Date): Promise<Staff | null> {
  const [row] = await db.query<Staff>(
    `SELECT u.name, u.email, o.slug AS organization
       FROM staff_sessions s
       JOIN staff_users u ON u.id = s.staff_user_id
       JOIN organizations o ON o.id = u.organization_id
      WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [tokenHash, now],
  );
  return row ?? null;
}

export async function deleteStaffSession(db: Db, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM staff_sessions WHERE token_hash = $1', [tokenHash]);
}

/** Housekeeping on sign-in keeps the table from growing with dead sessions. */
export async function deleteExpiredStaffSessions(db: Db, now: Date): Promise<void> {
  await db.query('DELETE FROM staff_sessions WHERE expires_at <= $1', [now]);
}
