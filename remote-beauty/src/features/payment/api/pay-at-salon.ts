import { call } from '@booking/shared/api-client/call';
import { payOnSite } from '@booking/shared/contract/operations/payments';
import { getApiBase } from '@booking/shared/stores/runtime-env';

/**
 * Switches the booked appointment to paying at the salon (the way out of a declined card).
 * False when it did not happen: the network failed, or the appointment can no longer take it.
 */
export async function payAtSalon(organization: string, token: string): Promise<boolean> {
  const result = await call(payOnSite, { params: { organization, token } }, { apiBase: getApiBase() });
  return result.ok;
}
