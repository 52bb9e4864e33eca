import type { Payment } from '@booking/shared/contract/payments';

/**
 * What the customer coming back from the provider's page is shown. The webhook, not the
 * return, decides (decision 0013), so the latest attempt is read again:
 * - `paid`: on to the confirmation;
 * - `failed`: "There was a problem while processing your payment" and a retry that pays the
 *   same appointment (a new attempt on the same manage token);
 * - `pending` or `unstarted`: not paid yet: continue to the provider's page;
 * - `expired`: the time to pay ran out and the slot was released: book again;
 * - `refunded`: the money went back (the booking could no longer take it).
 */
export type PaymentOutcome = 'paid' | 'failed' | 'pending' | 'unstarted' | 'expired' | 'refunded';

export function paymentOutcome(payment: Pick<Payment, 'status'> | null): PaymentOutcome {
  if (!payment) return 'unstarted';
  return payment.status;
}

/** Whether the customer can (still) pay from here: a new attempt or the pending one. */
export function canPay(outcome: PaymentOutcome): boolean {
  return outcome === 'failed' || outcome === 'pending' || outcome === 'unstarted';
}
