import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import { payOnSite } from '@booking/shared/contract/operations/payments';

/**
 * Switches the booked appointment to paying at the salon (the way out of a declined card).
 * The answer goes through the submit hook: a refusal (the appointment can no longer take it)
 * is shown in words, a failed network offers Retry.
 */
export function payAtSalon(api: ApiAccess, organization: string, token: string) {
  return call(payOnSite, { params: { organization, token } }, api);
}
