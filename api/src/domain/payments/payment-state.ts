import type { PaymentState } from '@booking/shared/contract/appointments';
import type { AppointmentRecord, SettledPayment } from '../../db/appointment-repo';
import { liveStatus } from './live-status';

type Facts = Pick<
  AppointmentRecord,
  'status' | 'payment' | 'payment_due_at' | 'cancelled_by' | 'cancelled_at' | 'settled_payment'
>;

/**
 * Where the customer's payment stands at `now`, in minor units: what was taken wins over
 * how the booking was meant to be paid (a customer who switched to paying at the salon may
 * still have completed the provider's page). A lapse, recorded (`cancelled_by` 'unpaid',
 * due time moved to `cancelled_at`) or not yet (past `payment_due_at`), is a release.
 */
export function paymentState(a: Facts, now: number): PaymentStateFacts {
  const settled = a.settled_payment;
  const status = liveStatus(a, now);
  const lapsedUnrecorded = status === 'cancelled' && a.status !== 'cancelled' ? a.payment_due_at : null;
  const lapsedAt = a.cancelled_by === 'unpaid' ? a.cancelled_at : lapsedUnrecorded;
  if (lapsedAt) {
    const refunded = settled?.status === 'refunded' ? settled.refunded_minor : null;
    return { state: 'released', pay_by: lapsedAt, refunded };
  }
  if (settled) return settledState(settled);
  if (a.status === 'paid') return { state: 'paid', amount: null };
  if (a.payment === 'on_site') return { state: 'on_site' };
  if (status === 'cancelled' || a.payment_due_at === null) return { state: 'unpaid' };
  return { state: 'due', pay_by: a.payment_due_at };
}

function settledState(settled: SettledPayment): PaymentStateFacts {
  if (settled.status === 'refunded' && settled.refunded_minor !== null) {
    return { state: 'refunded', amount: settled.refunded_minor };
  }
  if (settled.refund_pending_minor !== null) return { state: 'refund_pending', amount: settled.refund_pending_minor };
  return { state: 'paid', amount: settled.amount_minor };
}

/** `PaymentState` before times are put in the branch's zone and amounts in the currency. */
export type PaymentStateFacts =
  | Extract<PaymentState, { state: 'on_site' | 'unpaid' }>
  | { state: 'due'; pay_by: Date }
  | { state: 'released'; pay_by: Date; refunded: number | null }
  | { state: 'paid'; amount: number | null }
  | { state: 'refund_pending' | 'refunded'; amount: number };
