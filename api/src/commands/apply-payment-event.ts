import { findAppointment, setAppointmentStatus } from '../db/appointment-repo';
import type { Db } from '../db/db';
import { findOrganizationName } from '../db/organization-repo';
import { findPaymentByCheckout, recordRefund, recordWebhookEvent, setPaymentOutcome } from '../db/payment-repo';
import { applyTransition } from '../domain/appointments/apply-transition';
import { liveStatus } from '../domain/payments/live-status';
import { applyPaymentOutcome } from '../domain/payments/payment-rules';
import { checkPaymentTaken } from '../domain/payments/refund-rules';
import type { DomainError, Result } from '../domain/result';
import {
  appointmentSummary,
  bookingPageUrl,
  enqueueConfirmation,
  enqueueLatePaymentRefund,
} from '../messages/booking-summary';
import type { PaymentProvider, ProviderEvent } from '../payments/payment-provider';

/**
 * Applies a verified provider event in one transaction: the event id is recorded first (a
 * replay is refused, even one that arrives while the first is still being applied: the
 * primary key makes it wait, then fail), then the attempt moves pending -> paid or
 * failed, or failed -> paid (the customer paid on a checkout that had declined a card: the
 * money was taken), and a paid attempt makes the appointment paid (its slot is then kept for
 * good). A payment for an appointment that can no longer take it (lapsed, cancelled, paid
 * another way, e.g. by a newer attempt, started) is refunded in full at once and recorded as
 * refunded, so one appointment is never charged twice; the appointment is
 * not revived, and the customer's email saying why and how much went back is written to
 * the outbox with the refund record. A payment taken confirms the booking: its confirmation,
 * with the receipt, is written with it (docs/decisions/0088). The refund is asked for inside the transaction with
 * the payment's id as the key: if the provider fails, nothing is recorded (no email
 * either), the webhook is answered 500 and the provider delivers it again; if the commit
 * fails after the refund, the next delivery gets the same refund back
 * (docs/decisions/0013-online-payment-sandbox.md). `siteUrl` is the booking site, for the
 * email's link to book again.
 */
export function applyPaymentEvent(
  db: Db,
  { provider, siteUrl }: { provider: PaymentProvider; siteUrl: string },
  event: ProviderEvent,
  now: Date,
): Promise<Result<true, DomainError>> {
  return db.transaction(async (tx) => {
    if (!(await recordWebhookEvent(tx, provider.name, event.id, now))) {
      return { ok: false, error: { code: 'webhook_replayed' } };
    }
    const payment = await findPaymentByCheckout(tx, provider.name, event.checkoutId);
    if (!payment) return { ok: false, error: { code: 'payment_not_found' } };
    const next = applyPaymentOutcome(payment.status, event.outcome);
    if (!next.changed) return { ok: true, value: true };
    if (next.status !== 'paid') {
      await setPaymentOutcome(tx, payment.id, { status: next.status, failureCode: event.failureCode }, now);
      return { ok: true, value: true };
    }
    const key = { organizationId: payment.organization_id, id: payment.appointment_id };
    const appointment = await findAppointment(tx, key, true);
    const at = now.getTime();
    const live = appointment && {
      status: liveStatus(appointment, at),
      cancelledBy: appointment.cancelled_by,
      start: appointment.start.getTime(),
    };
    const taken = checkPaymentTaken(live, at);
    if (!appointment || !live || taken !== 'take') {
      const refund = await provider.refund({
        checkoutId: payment.checkout_id,
        amountMinor: payment.amount_minor,
        currency: payment.currency,
        idempotencyKey: payment.id,
      });
      const recorded = { refundId: refund.refundId, refundedMinor: payment.amount_minor };
      await recordRefund(tx, payment.id, { ...recorded, reason: 'appointment_unavailable' }, now);
      // Without the appointment (payments are deleted with it) there is nobody to write to.
      if (appointment && taken !== 'take' && taken !== 'gone') {
        const summary = appointmentSummary(appointment, payment.organization_id);
        const link = bookingPageUrl(siteUrl, appointment.organization, appointment.branch.slug);
        await enqueueLatePaymentRefund(tx, summary, taken, payment.amount_minor, now, link);
      }
      return { ok: true, value: true };
    }
    await setPaymentOutcome(tx, payment.id, { status: 'paid', failureCode: null }, now);
    const paid = applyTransition(live, 'pay', at);
    if (paid.ok) {
      await setAppointmentStatus(tx, appointment.id, { ...paid.value, feesDueMinor: appointment.fees_due_minor }, now);
    }
    // Paid: only now is the booking confirmed, and the confirmation carries the receipt.
    const merchant = (await findOrganizationName(tx, payment.organization_id)) ?? appointment.branch.name;
    const { payBy, ...summary } = appointmentSummary(appointment, payment.organization_id);
    const settlement = { method: 'online', amountMinor: payment.amount_minor, merchant, paidAt: at } as const;
    await enqueueConfirmation(tx, summary, settlement, now, null);
    return { ok: true, value: true };
  });
}
