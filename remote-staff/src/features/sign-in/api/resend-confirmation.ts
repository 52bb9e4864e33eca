import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import { resendConfirmation as resendOperation } from '@booking/shared/contract/operations/accounts';
import type { Locale } from '@booking/shared/i18n/locale';

/** Asks for the confirmation email again; the API answers the same whatever the email. */
export function resendConfirmation(api: ApiAccess, email: string, locale: Locale) {
  return call(resendOperation, { body: { email, locale } }, api);
}
