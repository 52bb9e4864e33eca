import { apiSend } from '@booking/shared/api-client/api-send';
import { endpoints } from '@booking/shared/api-client/endpoints';
import { getApiBase } from '@booking/shared/stores/runtime-env';

export function signOut() {
  return apiSend('DELETE', endpoints.staffSession(getApiBase()), undefined, null, { credentials: 'include' });
}
