import {
  type AppointmentKey,
  type AppointmentRecord,
  findAppointment,
  setAppointmentStatus,
} from '../db/appointment-repo';
import type { Db } from '../db/db';
import { findPaidPayment } from '../db/payment-repo';
import { insertRefundIntent } from '../db/refund-intent-repo';
import { applyTransition, type Transition } from '../domain/appointments/apply-transition';
import { quoteChange } from '../domain/appointments/quote-change';
import { liveStatus } from '../domain/payments/live-status';
import { refundOnCancel } from '../domain/payments/refund-rules';
import type { DomainError, Result } from '../domain/result';
import { appointmentSummary, enqueueChange } from '../messages/booking-summary';
import type { PaymentProvider } from '../payments/payment-provider';
import { settleRefunds } from '../payments/settle-refunds';

export type StatusTransition = Exclude<Transition, 'reschedule'>;

/**
 * Cancels (by customer or staff), records a no-show, or records a payment, deciding on the
 * row locked for the transaction so two changes cannot both pass the check. Only a late
 * cancellation by the customer carries a fee. A cancellation of an appointment paid online
 * is refunded (the customer's less the fees due, staff's in full): the transaction records
 * the intent to refund with the cancellation, its email and the dropped reminder, and the
 * provider is asked after the commit, so no row stays locked across a call to it. If the
 * provider fails (or the process dies first), the refund loop asks again (settle-refunds.ts).
 * `message`: the staff's words to the customer, sent with a cancellation by staff.
 */
export async function changeAppointmentStatus(
  db: Db,
  key: AppointmentKey,
  transition: StatusTransition,
  now: Date,
  provider: PaymentProvider,
  message: string | null = null,
): Promise<Result<AppointmentRecord, DomainError>> {
  let refundOf: string | null = null;
  const changed = await db.transaction(async (tx): Promise<Result<AppointmentRecord, DomainError>> => {
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
      const refund = await refundIntent(tx, changed, by, now);
      refundOf = refund?.paymentId ?? null;
      const refundMinor = refund?.amountMinor ?? 0;
      const summary = { ...appointmentSummary(changed, key.organizationId), refundMinor };
      const cancellation = transition === 'cancel_by_staff' ? { by: 'business' as const, message } : undefined;
      await enqueueChange(tx, summary, 'cancelled', now, null, cancellation);
    }
    return { ok: true, value: changed };
  });
  if (!changed.ok || refundOf === null) return changed;
  try {
    await settleRefunds(db, provider, now, [refundOf]);
  } catch (error) {
    // Committed either way: the intent stays pending and the refund loop takes it.
    console.error('Refund after cancellation not settled', { payment: refundOf, error });
  }
  return { ok: true, value: (await findAppointment(db, key)) ?? changed.value };
}

/** Records the refund of what the policy gives back of a cancelled appointment's online payment. */
async function refundIntent(
  tx: Db,
  appointment: AppointmentRecord,
  by: 'customer' | 'staff',
  now: Date,
): Promise<{ paymentId: string; amountMinor: number } | null> {
  const paid = await findPaidPayment(tx, appointment.id);
  if (!paid) return null;
  const amount = refundOnCancel(by, { amountMinor: paid.amount_minor }, appointment.fees_due_minor);
  if (amount === 0) return null;
  const reason = by === 'customer' ? 'cancelled_by_customer' : 'cancelled_by_staff';
  await insertRefundIntent(tx, { payment_id: paid.id, amount_minor: amount, reason }, now);
  return { paymentId: paid.id, amountMinor: amount };
}
