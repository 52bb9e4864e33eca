import { call } from '@booking/shared/api-client/call';
import type { SignUpRequest } from '@booking/shared/contract/accounts';
import {
  checkPageAddress as checkOperation,
  signUp as signUpOperation,
} from '@booking/shared/contract/operations/accounts';
import { getApiBase } from '@booking/shared/stores/runtime-env';

export function signUp(request: SignUpRequest) {
  return call(signUpOperation, { body: request }, { apiBase: getApiBase() });
}

/** Whether a page address is free, asked as it is typed. */
export function checkPageAddress(organization: string, signal: AbortSignal) {
  return call(checkOperation, { query: { organization } }, { apiBase: getApiBase(), signal });
}
