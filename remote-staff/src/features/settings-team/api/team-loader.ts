import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { listSettingsEmployees } from '@booking/shared/contract/operations/employee-settings';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';

/** The team with the branches and services the editor chooses from. */
export async function teamLoader({ request, context }: LoaderFunctionArgs) {
  const api = staffLoaderApi(context, request.signal);
  return (await loadOrThrow(listSettingsEmployees, {}, api)).results;
}
