import { call } from '@booking/shared/api-client/call';
import { payOnSite } from '@booking/shared/contract/operations/payments';
import { getApiBase } from '@booking/shared/stores/runtime-env';

/**
 * Switches the booked appointment to paying at the salon (the way out of a declined card).
 * The answer goes through the submit hook: a refusal (the appointment can no longer take it)
 * is shown in words, a failed network offers Retry.
 */
export function payAtSalon(organization: string, token: string) {
  return call(payOnSite, { params: { organization, token } }, { apiBase: getApiBase() });
}
