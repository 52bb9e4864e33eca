import { call } from '@booking/shared/api-client/call';
import { acceptInvitation as acceptOperation } from '@booking/shared/contract/operations/accounts';
import { getApiBase } from '@booking/shared/stores/runtime-env';

export function acceptInvitation(token: string, password: string) {
  return call(acceptOperation, { body: { token, password } }, { apiBase: getApiBase() });
}
