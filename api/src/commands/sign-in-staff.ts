import type { Staff } from '@booking/shared/contract/staff-session';
import { verifyPassword } from '../auth/password';
import { newSessionToken } from '../auth/session-token';
import type { Db } from '../db/db';
import { deleteExpiredStaffSessions, insertStaffSession } from '../db/staff-session-repo';
import { findStaffUserByEmail } from '../db/staff-user-repo';
import type { Result } from '../domain/result';

export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

type SignInError = { code: 'unknown_email' } | { code: 'invalid_password' };
export type SignedIn = { staff: Staff; token: string; expiresAt: Date };

/**
 * The spec names both failures apart (unknown email, invalid password), so which emails
 * exist is not a secret here; the password comparison itself is constant-time.
 */
export async function signInStaff(
  db: Db,
  credentials: { email: string; password: string },
  now: Date,
): Promise<Result<SignedIn, SignInError>> {
  const user = await findStaffUserByEmail(db, credentials.email);
  if (!user) return { ok: false, error: { code: 'unknown_email' } };
  if (!(await verifyPassword(credentials.password, user.password_hash))) {
    return { ok: false, error: { code: 'invalid_password' } };
  }
  const { token, tokenHash } = newSessionToken();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_TTL_MS);
  await deleteExpiredStaffSessions(db, now);
  await insertStaffSession(db, { tokenHash, staffUserId: user.id, createdAt: now, expiresAt });
  return {
    ok: true,
    value: { staff: { name: user.name, email: user.email, organization: user.organization }, token, expiresAt },
  };
}
