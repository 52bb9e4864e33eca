import { listStaffBranches } from '@booking/shared/contract/operations/staff-calendar';
import { type LoaderFunctionArgs, redirect } from '@booking/shared/router';
import { staffLoad } from '../../../common/staff-page/staff-load';
import { dayPath } from '../calendar-paths';
import { todayIn } from '../calendar-range';

/** `/staff/:branch` opens today's day view, today in the branch's zone. */
export async function todayRedirectLoader({ params, request }: LoaderFunctionArgs) {
  const list = await staffLoad(listStaffBranches, {}, request.signal);
  const branch = list.results.branches.find((b) => b.slug === params.branch);
  if (!branch) throw new Response(null, { status: 404, statusText: 'branch_not_found' });
  return redirect(dayPath(branch.slug, todayIn(branch.timezone, Date.now())));
}
