import { findBranch } from '@booking/shared/api-client/find-branch';
import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { listStaffBranches } from '@booking/shared/contract/operations/staff-calendar';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import { type LoaderFunctionArgs, redirect } from '@booking/shared/router';
import { todayIn } from '@booking/shared/time/today-in';
import { servicePath } from '../../../common/host-stand/host-paths';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';
import { dayPath } from '../domain/calendar-paths';

/**
 * `/staff/:branch` opens today, in the branch's zone: a salon's day view of its employees, a
 * restaurant's service of the day (the host stand).
 */
export async function todayRedirectLoader({ params, request, context }: LoaderFunctionArgs) {
  const api = staffLoaderApi(context, request.signal);
  const [list, session] = await Promise.all([
    loadOrThrow(listStaffBranches, {}, api),
    loadOrThrow(getStaffSession, {}, api),
  ]);
  const branch = findBranch(list.results.branches, params.branch);
  const today = todayIn(branch.timezone, Date.now());
  return redirect(
    session.results.staff.vertical === 'gastro' ? servicePath(branch.slug, today) : dayPath(branch.slug, today),
  );
}
