import type { Branch } from '@booking/shared/contract/branches';
import { listBranches } from '@booking/shared/contract/operations/branches';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import { redirect } from '@booking/shared/router';
import { staffCall } from './staff-load';

export type StaffBranch = Pick<Branch, 'slug' | 'name' | 'timezone' | 'country'>;

/**
 * The branch of the URL among the signed-in staff member's branches, for the page frame: its
 * name, its zone ("today" in the calendar link) and its country (the first calling code and
 * address country of a new customer). Read as the branch choice reads it: the session names
 * the organization, whose public branch list has the country. Without a session, a redirect to
 * sign in is thrown so every loader that asks stops there; another organization's branch is
 * not found.
 */
export async function getStaffBranch(slug: string | undefined, signal: AbortSignal): Promise<StaffBranch> {
  const session = await staffCall(getStaffSession, {}, { signal });
  if (!session.ok) {
    if (session.status === 401) throw redirect('/staff');
    throw new Error(`staff session check failed (${session.status || 'network'})`);
  }
  const organization = session.data.results.staff.organization;
  const branches = await staffCall(listBranches, { params: { organization } }, { signal });
  if (!branches.ok) throw new Error(`branches of ${organization} failed (${branches.status || 'network'})`);
  const branch = branches.data.results.branches.find((candidate) => candidate.slug === slug);
  if (!branch) throw new Response(null, { status: 404, statusText: 'branch_not_found' });
  return { slug: branch.slug, name: branch.name, timezone: branch.timezone, country: branch.country };
}
