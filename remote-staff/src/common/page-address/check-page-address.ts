import { call } from '@booking/shared/api-client/call';
import { checkPageAddress as checkOperation } from '@booking/shared/contract/operations/accounts';
import { getApiBase } from '@booking/shared/stores/runtime-env';

/** Whether a page address is free, asked as it is typed. */
export function checkPageAddress(organization: string, signal: AbortSignal) {
  return call(checkOperation, { query: { organization } }, { apiBase: getApiBase(), signal });
}
