import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import type { CheckoutPayRequest } from '@booking/shared/contract/checkout';
import { payCheckout as payCheckoutOperation } from '@booking/shared/contract/operations/checkout';

/** Sent once per try; a Retry (or the submit hook's own repeat) sends it again with the same key. */
export function payCheckout(api: ApiAccess, appointment: string, key: string, body: CheckoutPayRequest) {
  return call(payCheckoutOperation, { params: { appointment }, headers: { 'idempotency-key': key }, body }, api);
}
