import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { getServiceSettings } from '@booking/shared/contract/operations/service-settings';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';

/**
 * Categories and services in order, with the branches and employees a service can name. Staff
 * are refused (403), and the settings frame tells them whose the settings are.
 */
export async function servicesSettingsLoader({ request, context }: LoaderFunctionArgs) {
  const api = staffLoaderApi(context, request.signal);
  return (await loadOrThrow(getServiceSettings, {}, api)).results;
}
