import { call } from '@booking/shared/api-client/call';
import { confirmEmail as confirmOperation } from '@booking/shared/contract/operations/accounts';
import { getApiBase } from '@booking/shared/stores/runtime-env';

export function confirmEmail(token: string) {
  return call(confirmOperation, { body: { token } }, { apiBase: getApiBase() });
}
