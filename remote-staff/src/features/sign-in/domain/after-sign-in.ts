import type { Staff } from '@booking/shared/contract/staff-session';

/**
 * Where a successful sign-in leads: the branch chosen last opens on today's day view (the
 * branch route leads on to it), so reception staff start working at once; before the first
 * choice, the branch list. The list stays one click away ("Change branch" in the top bar).
 */
export function afterSignInPath(staff: Pick<Staff, 'branch'>): string {
  return staff.branch ? `/staff/${encodeURIComponent(staff.branch)}` : '/staff/branches';
}
