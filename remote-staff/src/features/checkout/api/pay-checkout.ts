import type { CheckoutPayRequest } from '@booking/shared/contract/checkout';
import { payCheckout as payCheckoutOperation } from '@booking/shared/contract/operations/checkout';
import { staffCall } from '../../../common/staff-page/staff-load';
import { type PayOutcome, payOutcome } from '../domain/pay-outcome';

/** Sent once per submit; the caller repeats it with the same key only on Retry. */
export async function payCheckout(appointment: string, key: string, body: CheckoutPayRequest): Promise<PayOutcome> {
  return payOutcome(
    await staffCall(payCheckoutOperation, { params: { appointment }, headers: { 'idempotency-key': key }, body }),
  );
}
