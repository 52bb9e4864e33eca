import { listBranchSettings } from '@booking/shared/contract/operations/settings-branches';
import { getTableSettings } from '@booking/shared/contract/operations/table-settings';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoad } from '../../../common/staff-page/staff-load';

/**
 * The owner's branches and the floor of the one chosen (`?branch=<id>`, else the first). A
 * restaurant without a branch yet gets no floor: its tables wait for a branch.
 */
export async function tablesLoader({ request }: LoaderFunctionArgs) {
  const { branches } = (await staffLoad(listBranchSettings, {}, request.signal)).results;
  const asked = new URL(request.url).searchParams.get('branch');
  const branch = branches.find((b) => b.id === asked) ?? branches[0];
  if (!branch) return { branches, branchId: null, floor: null };
  const floor = (await staffLoad(getTableSettings, { params: { branch: branch.id } }, request.signal)).results.floor;
  return { branches, branchId: branch.id, floor };
}
