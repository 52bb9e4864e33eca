import { call } from '@booking/shared/api-client/call';
import { requestPasswordReset as requestOperation } from '@booking/shared/contract/operations/accounts';
import type { Locale } from '@booking/shared/i18n/locale';
import { getApiBase } from '@booking/shared/stores/runtime-env';

export function requestPasswordReset(email: string, locale: Locale) {
  return call(requestOperation, { body: { email, locale } }, { apiBase: getApiBase() });
}
