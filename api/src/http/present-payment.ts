import type { Payment } from '@booking/shared/contract/payments';
import { formatZoned } from '@booking/shared/time/format-zoned';
import type { PaymentRecord } from '../db/payment-repo';
import { paymentStatusAt } from '../domain/payments/payment-rules';

/** The contract's view of a payment attempt, times in the branch's zone. */
export function presentPayment(p: PaymentRecord, zone: string, now: Date): Payment {
  return {
    id: p.id,
    status: paymentStatusAt(p, now.getTime()),
    amount: { amount_minor: p.amount_minor, currency: p.currency },
    checkout_url: p.checkout_url,
    pay_by: formatZoned(p.expires_at.getTime(), zone),
    failure_code: p.failure_code,
    refunded: p.refunded_minor === null ? null : { amount_minor: p.refunded_minor, currency: p.currency },
    created_at: formatZoned(p.created_at.getTime(), zone),
  };
}
