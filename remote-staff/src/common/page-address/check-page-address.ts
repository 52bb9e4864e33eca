import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import { checkPageAddress as checkOperation } from '@booking/shared/contract/operations/accounts';

/** Whether a page address is free, asked as it is typed. */
export function checkPageAddress(api: ApiAccess, organization: string, signal: AbortSignal) {
  return call(checkOperation, { query: { organization } }, { ...api, signal });
}
