import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { listBranchSettings } from '@booking/shared/contract/operations/settings-branches';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';

/** The owner's branches, open and closed, with their hours and closed days, and the page address they sit under. */
export async function branchesLoader({ request, context }: LoaderFunctionArgs) {
  const api = staffLoaderApi(context, request.signal);
  const [list, session] = await Promise.all([
    loadOrThrow(listBranchSettings, {}, api),
    loadOrThrow(getStaffSession, {}, api),
  ]);
  return { branches: list.results.branches, organization: session.results.staff.organization };
}
