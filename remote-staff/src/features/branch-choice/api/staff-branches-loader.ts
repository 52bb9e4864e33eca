import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import type { Branch } from '@booking/shared/contract/branches';
import { listBranches } from '@booking/shared/contract/operations/branches';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import type { Staff } from '@booking/shared/contract/staff-session';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { getApiBase } from '@booking/shared/stores/runtime-env';
import { staffLoad } from '../../../common/staff-page/staff-load';

export interface StaffBranches {
  staff: Staff;
  branches: Branch[];
}

/** Who is signed in and the branches of their organization; back to sign-in without a session. */
export async function staffBranchesLoader({ request }: LoaderFunctionArgs): Promise<StaffBranches> {
  const { staff } = (await staffLoad(getStaffSession, {}, request.signal)).results;
  // The organization's branches are public: read without the session cookie. A business that
  // has just signed up has none yet and its booking page is off (404): an empty list, not an error.
  const branches = await loadOrThrow(
    listBranches,
    { params: { organization: staff.organization } },
    { apiBase: getApiBase(), signal: request.signal },
  ).then(
    (body) => body.results.branches,
    (error: unknown) => {
      if (error instanceof Response && error.status === 404) return [];
      throw error;
    },
  );
  return { staff, branches };
}
