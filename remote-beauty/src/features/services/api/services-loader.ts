import { endpoints } from '@booking/shared/api-client/endpoints';
import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { type Service, serviceListResponseSchema } from '@booking/shared/contract/services';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { getApiBase } from '@booking/shared/stores/runtime-env';

export async function servicesLoader({ params, request }: LoaderFunctionArgs): Promise<Service[]> {
  const url = endpoints.services(getApiBase(), params.organization ?? '', params.branch ?? '');
  const body = await loadOrThrow(url, serviceListResponseSchema, request.signal);
  return body.results.services;
}
