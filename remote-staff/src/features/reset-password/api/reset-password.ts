import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import { resetPassword as resetOperation } from '@booking/shared/contract/operations/accounts';

export function resetPassword(api: ApiAccess, token: string, password: string) {
  return call(resetOperation, { body: { token, password } }, api);
}
