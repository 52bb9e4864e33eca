import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { callForData, type DataResult } from '@booking/shared/api-client/call-for-data';
import type { ConfigurationResponse } from '@booking/shared/contract/configuration';
import { getConfiguration } from '@booking/shared/contract/operations/configuration';
import { earlyConfigFetch } from './early-requests';

/**
 * One configuration request per organization and page life. The first script starts it
 * (bootstrap.tsx) so that it runs in parallel with the router and the remote's manifest;
 * the organization loader then awaits the same promise. Failures are not kept, so that a
 * retry asks again. The boot tells 404 from any other failure and shows no error code, so the
 * error body is not read (call-for-data.ts). `api`: the environment's, which the boot read just before.
 */
const inFlight = new Map<string, Promise<DataResult<ConfigurationResponse>>>();

export function getMerchantConfiguration(
  api: ApiAccess,
  organization: string,
): Promise<DataResult<ConfigurationResponse>> {
  const cached = inFlight.get(organization);
  if (cached) return cached;
  const deps = {
    fetch: earlyConfigFetch(organization),
    sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
  };
  const request = callForData(getConfiguration, { params: { organization } }, { ...api, deps }).then((result) => {
    if (!result.ok && result.status !== 404) inFlight.delete(organization);
    return result;
  });
  inFlight.set(organization, request);
  return request;
}
