import { call } from '@booking/shared/api-client/call';
import { signIn as signInOperation } from '@booking/shared/contract/operations/staff-session';
import type { StaffSessionRequest } from '@booking/shared/contract/staff-session';
import { getApiBase } from '@booking/shared/stores/runtime-env';

/** The session is an httpOnly cookie of the API's origin, hence `include`. */
export function signIn(credentials: StaffSessionRequest) {
  return call(signInOperation, { body: credentials }, { apiBase: getApiBase(), credentials: 'include' });
}
