import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import { acceptInvitation as acceptOperation } from '@booking/shared/contract/operations/accounts';

export function acceptInvitation(api: ApiAccess, token: string, password: string) {
  return call(acceptOperation, { body: { token, password } }, api);
}
