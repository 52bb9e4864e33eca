import { listAppointmentsToHandle } from '@booking/shared/contract/operations/staff-absences';
import { listStaffBranches } from '@booking/shared/contract/operations/staff-calendar';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffCall, staffLoad } from '../../../common/staff-page/staff-load';

/**
 * Who is signed in, the branch whose calendar this is (its name and zone for the top bar), the
 * organization's vertical (a salon's staff get the calendar's views, a restaurant's the host
 * stand's), and, at a salon, how many of its appointments lie in an absence and still wait to
 * be moved or cancelled (read again after every change). That count is a pointer, not the
 * page: when it cannot be read the bar goes without it (null).
 */
export async function calendarLayoutLoader({ params, request }: LoaderFunctionArgs) {
  const [session, list] = await Promise.all([
    staffLoad(getStaffSession, {}, request.signal),
    staffLoad(listStaffBranches, {}, request.signal),
  ]);
  const branch = list.results.branches.find((b) => b.slug === params.branch);
  if (!branch) throw new Response(null, { status: 404, statusText: 'branch_not_found' });
  const { staff } = session.results;
  const toHandle =
    staff.vertical === 'beauty'
      ? await staffCall(listAppointmentsToHandle, { params: { branch: branch.slug } }, { signal: request.signal })
      : null;
  const toHandleCount = toHandle?.ok ? toHandle.data.results.appointments.length : null;
  return { staff, branch, branchCount: list.results.branches.length, toHandleCount, vertical: staff.vertical };
}
