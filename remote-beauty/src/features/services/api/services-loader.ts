import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { listServices } from '@booking/shared/contract/operations/merchant';
import type { Service } from '@booking/shared/contract/services';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { getApiBase } from '@booking/shared/stores/runtime-env';

export async function servicesLoader({ params, request }: LoaderFunctionArgs): Promise<Service[]> {
  const body = await loadOrThrow(
    listServices,
    { params: { organization: params.organization ?? '', branch: params.branch ?? '' } },
    { apiBase: getApiBase(), signal: request.signal },
  );
  return body.results.services;
}
