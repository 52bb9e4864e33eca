import { getGoLive, setGoLive } from '@booking/shared/contract/operations/page-settings';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { loaderOrigin } from '@booking/shared/stores/request-stores';
import { staffCall, staffLoad } from '../../../common/staff-page/staff-load';

/**
 * Whether the page is live and what it still needs, read from the API (the database's word);
 * the business's vertical (which sections apply) and its public page's full address.
 */
export async function goLiveLoader({ request, context }: LoaderFunctionArgs) {
  const [goLive, session] = await Promise.all([
    staffLoad(getGoLive, {}, request.signal),
    staffLoad(getStaffSession, {}, request.signal),
  ]);
  const { vertical, organization } = session.results.staff;
  return { goLive: goLive.results, vertical, pageUrl: `${loaderOrigin(context)}/${organization}` };
}

export function switchPage(live: boolean) {
  return staffCall(setGoLive, { body: { live } });
}
