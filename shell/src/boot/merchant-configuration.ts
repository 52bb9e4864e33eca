import { type ApiResult, apiGet } from '@booking/shared/api-client/api-get';
import { type ConfigurationResponse, configurationResponseSchema } from '@booking/shared/contract/configuration';
import { getApiBase } from '@booking/shared/stores/runtime-env';
import { earlyConfigFetch } from './early-requests';

/**
 * One configuration request per organization and page life. The first script starts it
 * (bootstrap.tsx) so that it runs in parallel with the router and the remote's manifest;
 * the organization loader then awaits the same promise. Failures are not kept, so that a
 * retry asks again.
 */
const inFlight = new Map<string, Promise<ApiResult<ConfigurationResponse>>>();

export function configurationUrl(apiBase: string, organization: string): string {
  return `${apiBase}/v0/configurations/public/booking/${encodeURIComponent(organization)}`;
}

export function getMerchantConfiguration(organization: string): Promise<ApiResult<ConfigurationResponse>> {
  const cached = inFlight.get(organization);
  if (cached) return cached;
  const deps = {
    fetch: earlyConfigFetch(organization),
    sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
  };
  const url = configurationUrl(getApiBase(), organization);
  const request = apiGet(url, configurationResponseSchema, { deps }).then((result) => {
    if (!result.ok && result.status !== 404) inFlight.delete(organization);
    return result;
  });
  inFlight.set(organization, request);
  return request;
}
