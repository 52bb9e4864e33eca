import type { Context } from 'hono';
import type { Db } from '../db/db';
import type { StaffPrincipal } from '../db/staff-session-repo';
import type { Result } from '../domain/result';
import { requireStaff } from './require-staff';

/**
 * The signed-in owner, 401 `unauthenticated` without a session, or 403 `owner_only` for
 * staff. The role is read with the session on every call, so a demotion applies at once.
 */
export async function requireOwner(
  db: Db,
  c: Context,
  now: Date,
): Promise<Result<StaffPrincipal, { code: 'unauthenticated' } | { code: 'owner_only' }>> {
  const staff = await requireStaff(db, c, now);
  if (!staff.ok) return staff;
  if (staff.value.role !== 'owner') return { ok: false, error: { code: 'owner_only' } };
  return staff;
}
