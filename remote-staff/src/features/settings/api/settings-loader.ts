import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';

/** Who is signed in: the settings open for owners; staff are told why not. Without a session, sign in. */
export async function settingsLoader({ request, context }: LoaderFunctionArgs) {
  const api = staffLoaderApi(context, request.signal);
  const { staff } = (await loadOrThrow(getStaffSession, {}, api)).results;
  return { staff };
}
