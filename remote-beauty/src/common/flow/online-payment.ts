import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import { startPayment } from '@booking/shared/contract/operations/payments';

/**
 * Starts (or, after a failure, retries) the online payment of a booked appointment and sends
 * the customer to the provider's page. The API answers the attempt still pending instead of
 * opening a second one, so a double click never charges twice. False when it could not start.
 */
export async function goToOnlinePayment(api: ApiAccess, organization: string, token: string): Promise<boolean> {
  const result = await startOnlinePayment(api, organization, token);
  if (result.ok) window.location.assign(result.data.results.payment.checkout_url);
  return result.ok;
}

/** The call alone, for a form that sends it through the submit hook and then goes to the provider. */
export function startOnlinePayment(api: ApiAccess, organization: string, token: string) {
  return call(startPayment, { params: { organization, token } }, api);
}
