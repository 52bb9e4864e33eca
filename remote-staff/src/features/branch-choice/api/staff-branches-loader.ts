import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { listStaffBranches } from '@booking/shared/contract/operations/staff-calendar';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import type { StaffBranchEntry } from '@booking/shared/contract/staff-calendar';
import type { Staff } from '@booking/shared/contract/staff-session';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';

export interface StaffBranches {
  staff: Staff;
  branches: StaffBranchEntry[];
}

/**
 * Who is signed in and every branch of their organization, closed ones too (their calendars
 * hold the appointments kept there), whether or not the booking page is live; back to sign-in
 * without a session.
 */
export async function staffBranchesLoader({ request, context }: LoaderFunctionArgs): Promise<StaffBranches> {
  const api = staffLoaderApi(context, request.signal);
  const [session, list] = await Promise.all([
    loadOrThrow(getStaffSession, {}, api),
    loadOrThrow(listStaffBranches, {}, api),
  ]);
  return { staff: session.results.staff, branches: list.results.branches };
}
