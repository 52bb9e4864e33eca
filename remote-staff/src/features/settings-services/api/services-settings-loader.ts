import { getServiceSettings } from '@booking/shared/contract/operations/service-settings';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffCall, staffLoad } from '../../../common/staff-page/staff-load';

/**
 * Categories and services in order, with the branches and employees a service can name; null
 * for staff, whom the settings frame tells whose the settings are (a thrown 403 would replace
 * that frame with a load error).
 */
export async function servicesSettingsLoader({ request }: LoaderFunctionArgs) {
  const result = await staffCall(getServiceSettings, {}, { signal: request.signal });
  if (result.ok) return result.data.results;
  if (result.status === 403) return null;
  // Any other failure is said as every staff page says it (sign in again, not found, retry).
  return (await staffLoad(getServiceSettings, {}, request.signal)).results;
}
