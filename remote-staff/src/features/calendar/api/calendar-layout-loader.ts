import { listStaffBranches } from '@booking/shared/contract/operations/staff-calendar';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoad } from '../../../common/staff-page/staff-load';

/** Who is signed in and the branch whose calendar this is (its name and zone for the top bar). */
export async function calendarLayoutLoader({ params, request }: LoaderFunctionArgs) {
  const [session, list] = await Promise.all([
    staffLoad(getStaffSession, {}, request.signal),
    staffLoad(listStaffBranches, {}, request.signal),
  ]);
  const branch = list.results.branches.find((b) => b.slug === params.branch);
  if (!branch) throw new Response(null, { status: 404, statusText: 'branch_not_found' });
  return { staff: session.results.staff, branch, branchCount: list.results.branches.length };
}
