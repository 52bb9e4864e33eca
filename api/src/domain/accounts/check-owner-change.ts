import type { Result } from '../result';

/**
 * Whether an account may stop being an owner (demoted or removed) without leaving the
 * organization with nobody who can manage it: some other owner who can sign in must remain.
 * Invited owners who have not set a password do not count.
 */
export function checkOwnerChange(
  target: { id: string; role: 'owner' | 'staff' },
  nextRole: 'owner' | 'staff' | null,
  activeOwners: readonly string[],
): Result<null, { code: 'last_owner' }> {
  const staysOwner = nextRole === 'owner';
  if (target.role !== 'owner' || staysOwner) return { ok: true, value: null };
  const others = activeOwners.filter((id) => id !== target.id);
  return others.length > 0 ? { ok: true, value: null } : { ok: false, error: { code: 'last_owner' } };
}
