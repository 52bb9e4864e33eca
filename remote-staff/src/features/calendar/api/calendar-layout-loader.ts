import { listStaffBranches } from '@booking/shared/contract/operations/staff-calendar';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoad } from '../../../common/staff-page/staff-load';
import { getStaffVertical } from '../../../common/staff-page/staff-vertical';

/**
 * Who is signed in, the branch whose calendar this is (its name and zone for the top bar), and
 * the organization's vertical: a salon's staff get the calendar's views, a restaurant's the host stand's.
 */
export async function calendarLayoutLoader({ params, request }: LoaderFunctionArgs) {
  const [session, list] = await Promise.all([
    staffLoad(getStaffSession, {}, request.signal),
    staffLoad(listStaffBranches, {}, request.signal),
  ]);
  const branch = list.results.branches.find((b) => b.slug === params.branch);
  if (!branch) throw new Response(null, { status: 404, statusText: 'branch_not_found' });
  const vertical = await getStaffVertical(session.results.staff.organization, request.signal);
  return { staff: session.results.staff, branch, branchCount: list.results.branches.length, vertical };
}
