import { call } from '@booking/shared/api-client/call';
import type { ConfirmEmailRequest } from '@booking/shared/contract/accounts';
import { confirmEmail as confirmOperation, getPendingSignUp } from '@booking/shared/contract/operations/accounts';
import { getApiBase } from '@booking/shared/stores/runtime-env';

/** The business name, page address and vertical the link's sign-up holds; the link stays unused. */
export function readPendingSignUp(token: string) {
  return call(getPendingSignUp, { body: { token } }, { apiBase: getApiBase() });
}

export function confirmEmail(request: ConfirmEmailRequest) {
  return call(confirmOperation, { body: request }, { apiBase: getApiBase() });
}
