import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import type { SignUpRequest } from '@booking/shared/contract/accounts';
import { signUp as signUpOperation } from '@booking/shared/contract/operations/accounts';

export function signUp(api: ApiAccess, request: SignUpRequest) {
  return call(signUpOperation, { body: request }, api);
}
