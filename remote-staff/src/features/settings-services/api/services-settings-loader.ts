import { getServiceSettings } from '@booking/shared/contract/operations/service-settings';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoad } from '../../../common/staff-page/staff-load';

/**
 * Categories and services in order, with the branches and employees a service can name. Staff
 * are refused (403), and the settings frame tells them whose the settings are.
 */
export async function servicesSettingsLoader({ request }: LoaderFunctionArgs) {
  return (await staffLoad(getServiceSettings, {}, request.signal)).results;
}
