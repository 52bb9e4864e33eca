import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { hashSessionToken } from '../auth/session-token';
import type { Db } from '../db/db';
import { findOrganizationBySlug } from '../db/organization-repo';
import { findStaffBySession } from '../db/staff-session-repo';
import type { Result } from '../domain/result';

/** Name of the httpOnly cookie that carries a staff session. */
export const STAFF_SESSION_COOKIE = 'staff_session';

/** The signed-in staff member's organization id, or 401 unauthenticated. */
export async function requireStaff(
  db: Db,
  c: Context,
  now: Date,
): Promise<Result<{ organizationId: string }, { code: 'unauthenticated' }>> {
  const token = getCookie(c, STAFF_SESSION_COOKIE);
  const staff = token ? await findStaffBySession(db, hashSessionToken(token), now) : null;
  const organization = staff ? await findOrganizationBySlug(db, staff.organization) : null;
  if (!organization) return { ok: false, error: { code: 'unauthenticated' } };
  return { ok: true, value: { organizationId: organization.id } };
}
