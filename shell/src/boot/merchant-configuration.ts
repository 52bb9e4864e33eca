import { type ApiResult, call } from '@booking/shared/api-client/call';
import type { ConfigurationResponse } from '@booking/shared/contract/configuration';
import { getConfiguration } from '@booking/shared/contract/operations/meta';
import { getApiBase } from '@booking/shared/stores/runtime-env';
import { earlyConfigFetch } from './early-requests';

/**
 * One configuration request per organization and page life. The first script starts it
 * (bootstrap.tsx) so that it runs in parallel with the router and the remote's manifest;
 * the organization loader then awaits the same promise. Failures are not kept, so that a
 * retry asks again.
 */
const inFlight = new Map<string, Promise<ApiResult<ConfigurationResponse>>>();

export function getMerchantConfiguration(organization: string): Promise<ApiResult<ConfigurationResponse>> {
  const cached = inFlight.get(organization);
  if (cached) return cached;
  const deps = {
    fetch: earlyConfigFetch(organization),
    sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
  };
  const request = call(getConfiguration, { params: { organization } }, { apiBase: getApiBase(), deps }).then(
    (result) => {
      if (!result.ok && result.status !== 404) inFlight.delete(organization);
      return result;
    },
  );
  inFlight.set(organization, request);
  return request;
}
