import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import { requestPasswordReset as requestOperation } from '@booking/shared/contract/operations/accounts';
import type { Locale } from '@booking/shared/i18n/locale';

export function requestPasswordReset(api: ApiAccess, email: string, locale: Locale) {
  return call(requestOperation, { body: { email, locale } }, api);
}
