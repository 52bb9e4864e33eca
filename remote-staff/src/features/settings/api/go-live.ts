import { getGoLive, setGoLive } from '@booking/shared/contract/operations/page-settings';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffCall, staffLoad } from '../../../common/staff-page/staff-load';

/** Whether the page is live and what it still needs, read from the API (the database's word). */
export async function goLiveLoader({ request }: LoaderFunctionArgs) {
  return (await staffLoad(getGoLive, {}, request.signal)).results;
}

export function switchPage(live: boolean) {
  return staffCall(setGoLive, { body: { live } });
}
