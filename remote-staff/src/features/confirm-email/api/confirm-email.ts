import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import type { ConfirmEmailRequest } from '@booking/shared/contract/accounts';
import { confirmEmail as confirmOperation, getPendingSignUp } from '@booking/shared/contract/operations/accounts';

/** The business name, page address and vertical the link's sign-up holds; the link stays unused. */
export function readPendingSignUp(api: ApiAccess, token: string) {
  return call(getPendingSignUp, { body: { token } }, api);
}

export function confirmEmail(api: ApiAccess, request: ConfirmEmailRequest) {
  return call(confirmOperation, { body: request }, api);
}
