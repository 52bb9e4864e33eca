import type { CheckoutPayRequest } from '@booking/shared/contract/checkout';
import { payCheckout as payCheckoutOperation } from '@booking/shared/contract/operations/checkout';
import { staffCall } from '../../../common/staff-page/staff-load';

/** Sent once per try; a Retry (or the submit hook's own repeat) sends it again with the same key. */
export function payCheckout(appointment: string, key: string, body: CheckoutPayRequest) {
  return staffCall(payCheckoutOperation, { params: { appointment }, headers: { 'idempotency-key': key }, body });
}
