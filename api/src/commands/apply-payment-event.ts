import { findAppointment, setAppointmentStatus } from '../db/appointment-repo';
import type { Db } from '../db/db';
import { findPaymentByCheckout, recordWebhookEvent, setPaymentOutcome } from '../db/payment-repo';
import { applyTransition } from '../domain/appointments/apply-transition';
import { liveStatus } from '../domain/payments/live-status';
import { applyPaymentOutcome } from '../domain/payments/payment-rules';
import type { DomainError, Result } from '../domain/result';
import type { ProviderEvent } from '../payments/payment-provider';

/**
 * Applies a verified provider event in one transaction: the event id is recorded first (a
 * replay is refused, even one that arrives while the first is still being applied: the
 * primary key makes it wait, then fail), then the attempt moves pending -> paid or
 * failed, and a paid attempt makes the appointment paid (its slot is then kept for good).
 * A payment for an appointment that lapsed or was cancelled meanwhile stays recorded as
 * paid for a refund by staff; the appointment is not revived.
 */
export function applyPaymentEvent(
  db: Db,
  provider: string,
  event: ProviderEvent,
  now: Date,
): Promise<Result<true, DomainError>> {
  return db.transaction(async (tx) => {
    if (!(await recordWebhookEvent(tx, provider, event.id, now))) {
      return { ok: false, error: { code: 'webhook_replayed' } };
    }
    const payment = await findPaymentByCheckout(tx, provider, event.checkoutId);
    if (!payment) return { ok: false, error: { code: 'payment_not_found' } };
    const next = applyPaymentOutcome(payment.status, event.outcome);
    if (!next.changed) return { ok: true, value: true };
    await setPaymentOutcome(tx, payment.id, { status: next.status, failureCode: event.failureCode }, now);
    if (next.status !== 'paid') return { ok: true, value: true };
    const key = { organizationId: payment.organization_id, id: payment.appointment_id };
    const appointment = await findAppointment(tx, key, true);
    if (!appointment) return { ok: true, value: true };
    const status = liveStatus(appointment, now.getTime());
    const paid = applyTransition({ status, start: appointment.start.getTime() }, 'pay', now.getTime());
    if (paid.ok) {
      await setAppointmentStatus(tx, appointment.id, { ...paid.value, feesDueMinor: appointment.fees_due_minor }, now);
    }
    return { ok: true, value: true };
  });
}
