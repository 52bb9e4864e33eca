import {
  type AppointmentKey,
  type AppointmentRecord,
  findAppointment,
  setAppointmentStatus,
} from '../db/appointment-repo';
import type { Db } from '../db/db';
import { findPaidPayment, recordRefund } from '../db/payment-repo';
import { applyTransition, type Transition } from '../domain/appointments/apply-transition';
import { quoteChange } from '../domain/appointments/quote-change';
import { liveStatus } from '../domain/payments/live-status';
import { refundOnCancel } from '../domain/payments/refund-rules';
import type { DomainError, Result } from '../domain/result';
import { appointmentSummary, enqueueChange } from '../messages/booking-summary';
import type { PaymentProvider } from '../payments/payment-provider';

export type StatusTransition = Exclude<Transition, 'reschedule'>;

/**
 * Cancels (by customer or staff), records a no-show, or records a payment, deciding on the
 * row locked for the transaction so two changes cannot both pass the check. Only a late
 * cancellation by the customer carries a fee. A cancellation of an appointment paid online
 * is refunded (the customer's less the fees due, staff's in full) and writes its email to
 * the outbox and drops the reminder, all in the same transaction: if the provider cannot
 * refund, nothing changes and the cancellation can be tried again.
 */
export function changeAppointmentStatus(
  db: Db,
  key: AppointmentKey,
  transition: StatusTransition,
  now: Date,
  provider: PaymentProvider,
): Promise<Result<AppointmentRecord, DomainError>> {
  return db.transaction(async (tx) => {
    const appointment = await findAppointment(tx, key, true);
    if (!appointment) return { ok: false, error: { code: 'appointment_not_found' } };
    const start = appointment.start.getTime();
    const next = applyTransition({ status: liveStatus(appointment, now.getTime()), start }, transition, now.getTime());
    if (!next.ok) return next;
    const fee =
      transition === 'cancel_by_customer'
        ? quoteChange(appointment.policy, { start, zone: appointment.branch.timezone }, 'cancel', now.getTime())
            .totalMinor
        : 0;
    await setAppointmentStatus(
      tx,
      appointment.id,
      { ...next.value, feesDueMinor: appointment.fees_due_minor + fee },
      now,
    );
    const changed = await findAppointment(tx, key);
    if (!changed) throw new Error('The appointment vanished inside its own transaction');
    // Staff-made appointments have no customer to tell (a walk-in leaves no email).
    const tellCustomer = changed.source === 'online';
    if (tellCustomer && (transition === 'cancel_by_customer' || transition === 'cancel_by_staff')) {
      const by = transition === 'cancel_by_customer' ? 'customer' : 'staff';
      const refundMinor = await refundPaid(tx, provider, changed, by, now);
      await enqueueChange(tx, { ...appointmentSummary(changed, key.organizationId), refundMinor }, 'cancelled', now);
    }
    return { ok: true, value: changed };
  });
}

/** Refunds what the policy gives back of the online payment of a cancelled appointment; returns it. */
async function refundPaid(
  tx: Db,
  provider: PaymentProvider,
  appointment: AppointmentRecord,
  by: 'customer' | 'staff',
  now: Date,
): Promise<number> {
  const paid = await findPaidPayment(tx, appointment.id);
  if (!paid) return 0;
  const amount = refundOnCancel(by, { amountMinor: paid.amount_minor }, appointment.fees_due_minor);
  if (amount === 0) return 0;
  if (paid.provider !== provider.name) throw new Error(`No provider ${paid.provider} to refund payment ${paid.id}`);
  const refund = await provider.refund({
    checkoutId: paid.checkout_id,
    amountMinor: amount,
    currency: paid.currency,
    idempotencyKey: paid.id,
  });
  const reason = by === 'customer' ? 'cancelled_by_customer' : 'cancelled_by_staff';
  await recordRefund(tx, paid.id, { refundId: refund.refundId, refundedMinor: amount, reason }, now);
  return amount;
}
