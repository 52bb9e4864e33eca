import type { Appointment, PaymentState } from '@booking/shared/contract/appointments';
import { formatZoned } from '@booking/shared/time/format-zoned';
import type { AppointmentRecord } from '../db/appointment-repo';
import { liveStatus } from '../domain/payments/live-status';
import { type PaymentStateFacts, paymentState } from '../domain/payments/payment-state';

/** The contract's view of an appointment: times in the branch's zone, money in its currency. */
export function presentAppointment(a: AppointmentRecord, now: Date): Appointment {
  const zone = a.branch.timezone;
  const at = (date: Date) => formatZoned(date.getTime(), zone);
  const money = (amount_minor: number) => ({ amount_minor, currency: a.currency });
  const status = liveStatus(a, now.getTime());
  // Lapsed unpaid (recorded or not yet): cancelled, by nobody; the payment says 'expired'.
  const lapsedAt = status === 'cancelled' && a.status !== 'cancelled' ? a.payment_due_at : null;
  const cancelledAt = a.cancelled_at ?? lapsedAt;
  return {
    id: a.id,
    status,
    cancelled_by: a.cancelled_by === 'unpaid' ? null : a.cancelled_by,
    cancelled_at: cancelledAt ? at(cancelledAt) : null,
    organization: a.organization,
    branch: { slug: a.branch.slug, name: a.branch.name, timezone: zone, address: a.branch.address ?? '' },
    start: at(a.start),
    end: at(a.end),
    employee: a.employee,
    services: a.services.map((s) => ({
      id: s.id,
      name: s.name,
      duration_minutes: s.duration_minutes,
      price: money(s.price_minor),
    })),
    total_price: money(a.price_minor),
    contact: a.contact,
    reminder: a.reminder,
    payment: a.payment,
    payment_state: presentPaymentState(paymentState(a, now.getTime()), at, money),
    policy: a.policy,
    fees_due: money(a.fees_due_minor),
    changeable: status !== 'cancelled' && a.start.getTime() > now.getTime(),
    created_at: at(a.created_at),
  };
}

function presentPaymentState(
  facts: PaymentStateFacts,
  at: (date: Date) => string,
  money: (amount_minor: number) => Appointment['total_price'],
): PaymentState {
  switch (facts.state) {
    case 'due':
      return { state: 'due', pay_by: at(facts.pay_by) };
    case 'released':
      return { ...facts, pay_by: at(facts.pay_by), refunded: facts.refunded === null ? null : money(facts.refunded) };
    case 'paid':
      return { state: 'paid', amount: facts.amount === null ? null : money(facts.amount) };
    case 'refund_pending':
    case 'refunded':
      return { state: facts.state, amount: money(facts.amount) };
    default:
      return facts;
  }
}
