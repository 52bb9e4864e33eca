import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import { signIn as signInOperation } from '@booking/shared/contract/operations/staff-session';
import type { StaffSessionRequest } from '@booking/shared/contract/staff-session';

/** Sent with the staff access (`useStaffApi`): the session it starts is an httpOnly cookie of the API's origin. */
export function signIn(api: ApiAccess, credentials: StaffSessionRequest) {
  return call(signInOperation, { body: credentials }, api);
}
