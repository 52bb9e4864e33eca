import { call } from '@booking/shared/api-client/call';
import type { SignUpRequest } from '@booking/shared/contract/accounts';
import { signUp as signUpOperation } from '@booking/shared/contract/operations/accounts';
import { getApiBase } from '@booking/shared/stores/runtime-env';

export function signUp(request: SignUpRequest) {
  return call(signUpOperation, { body: request }, { apiBase: getApiBase() });
}
