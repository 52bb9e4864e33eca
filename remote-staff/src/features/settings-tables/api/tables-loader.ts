import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { listBranchSettings } from '@booking/shared/contract/operations/settings-branches';
import { getTableSettings } from '@booking/shared/contract/operations/table-settings';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';

/**
 * The owner's branches and the floor of the one chosen (`?branch=<id>`, else the first). A
 * restaurant without a branch yet gets no floor: its tables wait for a branch.
 */
export async function tablesLoader({ request, context }: LoaderFunctionArgs) {
  const api = staffLoaderApi(context, request.signal);
  const { branches } = (await loadOrThrow(listBranchSettings, {}, api)).results;
  const asked = new URL(request.url).searchParams.get('branch');
  const branch = branches.find((b) => b.id === asked) ?? branches[0];
  if (!branch) return { branches, branchId: null, floor: null };
  const floor = (await loadOrThrow(getTableSettings, { params: { branch: branch.id } }, api)).results.floor;
  return { branches, branchId: branch.id, floor };
}
