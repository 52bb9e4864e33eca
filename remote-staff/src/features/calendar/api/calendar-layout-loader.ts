import { listAppointmentsToHandle } from '@booking/shared/contract/operations/staff-absences';
import { listStaffBranches } from '@booking/shared/contract/operations/staff-calendar';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffCall, staffLoad } from '../../../common/staff-page/staff-load';
import { getStaffVertical } from '../../../common/staff-page/staff-vertical';

/**
 * Who is signed in, the branch whose calendar this is (its name and zone for the top bar), the
 * organization's vertical (a salon's staff get the calendar's views, a restaurant's the host
 * stand's), and how many of its appointments lie in an absence and still wait to be moved or
 * cancelled (read again after every change). That count is a pointer, not the page: when it
 * cannot be read the bar goes without it (null).
 */
export async function calendarLayoutLoader({ params, request }: LoaderFunctionArgs) {
  const [session, list, toHandle] = await Promise.all([
    staffLoad(getStaffSession, {}, request.signal),
    staffLoad(listStaffBranches, {}, request.signal),
    staffCall(listAppointmentsToHandle, { params: { branch: params.branch ?? '' } }, { signal: request.signal }),
  ]);
  const branch = list.results.branches.find((b) => b.slug === params.branch);
  if (!branch) throw new Response(null, { status: 404, statusText: 'branch_not_found' });
  const toHandleCount = toHandle.ok ? toHandle.data.results.appointments.length : null;
  const vertical = await getStaffVertical(session.results.staff.organization, request.signal);
  return { staff: session.results.staff, branch, branchCount: list.results.branches.length, toHandleCount, vertical };
}
