import { call } from '@booking/shared/api-client/call';
import { resetPassword as resetOperation } from '@booking/shared/contract/operations/accounts';
import { getApiBase } from '@booking/shared/stores/runtime-env';

export function resetPassword(token: string, password: string) {
  return call(resetOperation, { body: { token, password } }, { apiBase: getApiBase() });
}
