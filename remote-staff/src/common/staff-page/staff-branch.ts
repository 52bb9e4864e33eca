import { findBranch } from '@booking/shared/api-client/find-branch';
import { type LoadOptions, loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import type { Branch } from '@booking/shared/contract/branches';
import { listBranches } from '@booking/shared/contract/operations/branches';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import type { Staff } from '@booking/shared/contract/staff-session';

export type StaffBranch = Pick<Branch, 'slug' | 'name' | 'timezone' | 'country'>;

/**
 * The branch of the URL among the signed-in staff member's branches, for the page frame: its
 * name, its zone ("today" in the calendar link) and its country (the first calling code and
 * address country of a new customer). Read as the branch choice reads it: the session names
 * the organization, whose public branch list has the country. Without a session, the loader
 * access's redirect to sign in is thrown so every loader that asks stops there; another
 * organization's branch is not found.
 */
export async function getStaffBranch(api: LoadOptions, slug: string | undefined): Promise<StaffBranch> {
  return (await getStaffFrame(api, slug)).branch;
}

/** The same branch, and the signed-in person's role: a page shows owners what only they may do. */
export async function getStaffFrame(
  api: LoadOptions,
  slug: string | undefined,
): Promise<{ branch: StaffBranch; role: Staff['role'] }> {
  const session = await loadOrThrow(getStaffSession, {}, api);
  const { organization, role } = session.results.staff;
  const branches = await loadOrThrow(listBranches, { params: { organization } }, api);
  const branch = findBranch(branches.results.branches, slug);
  return { branch: { slug: branch.slug, name: branch.name, timezone: branch.timezone, country: branch.country }, role };
}
