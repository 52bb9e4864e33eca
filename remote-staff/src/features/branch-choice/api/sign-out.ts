import { call } from '@booking/shared/api-client/call';
import { signOut as signOutOperation } from '@booking/shared/contract/operations/staff-session';
import { getApiBase } from '@booking/shared/stores/runtime-env';

export function signOut() {
  return call(signOutOperation, {}, { apiBase: getApiBase(), credentials: 'include' });
}
