import { listBranchSettings } from '@booking/shared/contract/operations/settings-branches';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoad } from '../../../common/staff-page/staff-load';

/** The owner's branches, open and closed, with their hours and closed days, and the page address they sit under. */
export async function branchesLoader({ request }: LoaderFunctionArgs) {
  const [list, session] = await Promise.all([
    staffLoad(listBranchSettings, {}, request.signal),
    staffLoad(getStaffSession, {}, request.signal),
  ]);
  return { branches: list.results.branches, organization: session.results.staff.organization };
}
