import { apiSend } from '@booking/shared/api-client/api-send';
import { endpoints } from '@booking/shared/api-client/endpoints';
import { type StaffSessionRequest, staffSessionResponseSchema } from '@booking/shared/contract/staff-session';
import { getApiBase } from '@booking/shared/stores/runtime-env';

/** The session is an httpOnly cookie of the API's origin, hence `include`. */
export function signIn(credentials: StaffSessionRequest) {
  return apiSend('POST', endpoints.staffSession(getApiBase()), credentials, staffSessionResponseSchema, {
    credentials: 'include',
  });
}
