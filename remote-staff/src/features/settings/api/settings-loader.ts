import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoad } from '../../../common/staff-page/staff-load';

/** Who is signed in: the settings open for owners; staff are told why not. Without a session, sign in. */
export async function settingsLoader({ request }: LoaderFunctionArgs) {
  const { staff } = (await staffLoad(getStaffSession, {}, request.signal)).results;
  return { staff };
}
