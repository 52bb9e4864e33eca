import { call } from '@booking/shared/api-client/call';
import { resendConfirmation as resendOperation } from '@booking/shared/contract/operations/accounts';
import type { Locale } from '@booking/shared/i18n/locale';
import { getApiBase } from '@booking/shared/stores/runtime-env';

/** Asks for the confirmation email again; the API answers the same whatever the email. */
export function resendConfirmation(email: string, locale: Locale) {
  return call(resendOperation, { body: { email, locale } }, { apiBase: getApiBase() });
}
