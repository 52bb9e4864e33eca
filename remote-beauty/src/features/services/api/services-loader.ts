import { loaderApi } from '@booking/shared/api-client/api-access';
import { type Loaded, loadOrRetry } from '@booking/shared/api-client/loaded';
import type { Branch } from '@booking/shared/contract/branches';
import { listServices } from '@booking/shared/contract/operations/merchant';
import type { ServiceListResponse } from '@booking/shared/contract/services';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { stepBranch } from '../../../common/summary/step-branch';

/**
 * The branch's services with their prices, and the branch for the line under the heading. An unknown branch is the not-found view; a
 * network or server failure stays on this step as "Try refreshing" with a retry, so the
 * customer keeps the page and the choices in the draft.
 */
export async function servicesLoader({
  params,
  request,
  context,
}: LoaderFunctionArgs): Promise<{ services: Loaded<ServiceListResponse>; branch: Branch | null }> {
  const path = { organization: params.organization ?? '', branch: params.branch ?? '' };
  const options = { ...loaderApi(context), signal: request.signal };
  const [services, branch] = await Promise.all([
    loadOrRetry(listServices, { params: path }, options),
    stepBranch(path.organization, path.branch, options),
  ]);
  return { services, branch };
}
