import { loaderApi } from '@booking/shared/api-client/api-access';
import { type Loaded, loadOrRetry } from '@booking/shared/api-client/loaded';
import { listServices } from '@booking/shared/contract/operations/merchant';
import type { ServiceListResponse } from '@booking/shared/contract/services';
import type { LoaderFunctionArgs } from '@booking/shared/router';

/**
 * The branch's services with their prices. An unknown branch is the not-found view; a
 * network or server failure stays on this step as "Try refreshing" with a retry, so the
 * customer keeps the page and the choices in the draft.
 */
export function servicesLoader({ params, request, context }: LoaderFunctionArgs): Promise<Loaded<ServiceListResponse>> {
  const path = { organization: params.organization ?? '', branch: params.branch ?? '' };
  return loadOrRetry(listServices, { params: path }, { ...loaderApi(context), signal: request.signal });
}
