import { call } from '@booking/shared/api-client/call';
import { findBranch } from '@booking/shared/api-client/find-branch';
import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { listAppointmentsToHandle } from '@booking/shared/contract/operations/staff-absences';
import { listStaffBranches } from '@booking/shared/contract/operations/staff-calendar';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';

/**
 * Who is signed in, the branch whose calendar this is (its name and zone for the top bar), the
 * organization's vertical (a salon's staff get the calendar's views, a restaurant's the host
 * stand's), and, at a salon, how many of its appointments lie in an absence and still wait to
 * be moved or cancelled (read again after every change). That count is a pointer, not the
 * page: when it cannot be read the bar goes without it (null).
 */
export async function calendarLayoutLoader({ params, request, context }: LoaderFunctionArgs) {
  const api = staffLoaderApi(context, request.signal);
  const [session, list] = await Promise.all([
    loadOrThrow(getStaffSession, {}, api),
    loadOrThrow(listStaffBranches, {}, api),
  ]);
  const branch = findBranch(list.results.branches, params.branch);
  const { staff } = session.results;
  const toHandle =
    staff.vertical === 'beauty' ? await call(listAppointmentsToHandle, { params: { branch: branch.slug } }, api) : null;
  const toHandleCount = toHandle?.ok ? toHandle.data.results.appointments.length : null;
  return { staff, branch, branchCount: list.results.branches.length, toHandleCount, vertical: staff.vertical };
}
