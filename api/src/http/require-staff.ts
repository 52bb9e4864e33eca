import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { hashSessionToken } from '../auth/session-token';
import type { Db } from '../db/db';
import { findStaffBySession, type StaffPrincipal } from '../db/staff-session-repo';
import type { Result } from '../domain/result';

/** Name of the httpOnly cookie that carries a staff session. */
export const STAFF_SESSION_COOKIE = 'staff_session';

/** The token hash of the session cookie the request carries, or null. */
export function sessionTokenHash(c: Context): string | null {
  const token = getCookie(c, STAFF_SESSION_COOKIE);
  return token ? hashSessionToken(token) : null;
}

/**
 * The signed-in staff member (with their organization id, which scopes every staff query),
 * or 401 unauthenticated. Called for every staff operation by http/staff-access.ts.
 */
export async function requireStaff(
  db: Db,
  c: Context,
  now: Date,
): Promise<Result<StaffPrincipal, { code: 'unauthenticated' }>> {
  const tokenHash = sessionTokenHash(c);
  const staff = tokenHash ? await findStaffBySession(db, tokenHash, now) : null;
  if (!staff) return { ok: false, error: { code: 'unauthenticated' } };
  return { ok: true, value: staff };
}
