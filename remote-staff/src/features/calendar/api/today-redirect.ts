import { listStaffBranches } from '@booking/shared/contract/operations/staff-calendar';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import { type LoaderFunctionArgs, redirect } from '@booking/shared/router';
import { todayIn } from '@booking/shared/time/today-in';
import { servicePath } from '../../../common/host-stand/host-paths';
import { staffLoad } from '../../../common/staff-page/staff-load';
import { dayPath } from '../calendar-paths';

/**
 * `/staff/:branch` opens today, in the branch's zone: a salon's day view of its employees, a
 * restaurant's service of the day (the host stand).
 */
export async function todayRedirectLoader({ params, request }: LoaderFunctionArgs) {
  const [list, session] = await Promise.all([
    staffLoad(listStaffBranches, {}, request.signal),
    staffLoad(getStaffSession, {}, request.signal),
  ]);
  const branch = list.results.branches.find((b) => b.slug === params.branch);
  if (!branch) throw new Response(null, { status: 404, statusText: 'branch_not_found' });
  const today = todayIn(branch.timezone, Date.now());
  return redirect(
    session.results.staff.vertical === 'gastro' ? servicePath(branch.slug, today) : dayPath(branch.slug, today),
  );
}
