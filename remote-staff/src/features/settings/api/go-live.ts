import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { getGoLive, setGoLive } from '@booking/shared/contract/operations/page-settings';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';
import { staffPageOrigin } from '../../../common/staff-api/staff-loader-request';

/**
 * Whether the page is live and what it still needs, read from the API (the database's word);
 * the business's vertical (which sections apply) and its public page's full address.
 */
export async function goLiveLoader({ request, context }: LoaderFunctionArgs) {
  const api = staffLoaderApi(context, request.signal);
  const [goLive, session] = await Promise.all([loadOrThrow(getGoLive, {}, api), loadOrThrow(getStaffSession, {}, api)]);
  const { vertical, organization } = session.results.staff;
  return { goLive: goLive.results, vertical, pageUrl: `${staffPageOrigin(context)}/${organization}` };
}

export function switchPage(api: ApiAccess, live: boolean) {
  return call(setGoLive, { body: { live } }, api);
}
