import { call } from '@booking/shared/api-client/call';
import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import type { Branch } from '@booking/shared/contract/branches';
import { listBranches } from '@booking/shared/contract/operations/branches';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import type { Staff } from '@booking/shared/contract/staff-session';
import { type LoaderFunctionArgs, redirect } from '@booking/shared/router';
import { getApiBase } from '@booking/shared/stores/runtime-env';

export interface StaffBranches {
  staff: Staff;
  branches: Branch[];
}

/** Who is signed in and the branches of their organization; back to sign-in without a session. */
export async function staffBranchesLoader({ request }: LoaderFunctionArgs): Promise<StaffBranches | Response> {
  const apiBase = getApiBase();
  const session = await call(getStaffSession, {}, { apiBase, signal: request.signal, credentials: 'include' });
  if (!session.ok) {
    if (session.status === 401) return redirect('/staff');
    throw new Error(`staff session check failed (${session.status || 'network'})`);
  }
  const { staff } = session.data.results;
  const body = await loadOrThrow(
    listBranches,
    { params: { organization: staff.organization } },
    { apiBase, signal: request.signal },
  );
  return { staff, branches: body.results.branches };
}
