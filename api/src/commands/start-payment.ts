import { randomUUID } from 'node:crypto';
import { type AppointmentKey, findAppointment } from '../db/appointment-repo';
import type { Db } from '../db/db';
import {
  failExpiredPayment,
  findLatestPayment,
  insertPayment,
  type PaymentRecord,
  paidMinor,
} from '../db/payment-repo';
import { liveStatus } from '../domain/payments/live-status';
import { amountDue, checkPaymentStart } from '../domain/payments/payment-rules';
import type { DomainError, Result } from '../domain/result';
import type { PaymentProvider } from '../payments/payment-provider';

export type StartedPayment = { payment: PaymentRecord; zone: string; created: boolean };

/**
 * Starts an online payment of an appointment at the provider, or answers the attempt still
 * pending (no second charge). A retry after a failure is a new attempt. The checkout
 * expires when the appointment's slot stops being kept for it (`payment_due_at`).
 * Decided on the appointment's row locked, so two clicks cannot open two attempts.
 */
export function startPayment(
  db: Db,
  provider: PaymentProvider,
  key: AppointmentKey,
  now: Date,
  /** The booking site's page the provider returns the customer to, by the appointment's branch. */
  returnUrlFor: (branchSlug: string) => string,
): Promise<Result<StartedPayment, DomainError>> {
  return db.transaction(async (tx) => {
    const appointment = await findAppointment(tx, key, true);
    if (!appointment) return { ok: false, error: { code: 'appointment_not_found' } };
    const zone = appointment.branch.timezone;
    const latest = await findLatestPayment(tx, appointment.id);
    const status = liveStatus(appointment, now.getTime());
    const start = appointment.start.getTime();
    const decision = checkPaymentStart({ payment: appointment.payment, status, start }, latest, now.getTime());
    if (!decision.ok) return decision;
    if (decision.value === 'reuse' && latest) return { ok: true, value: { payment: latest, zone, created: false } };
    if (latest) await failExpiredPayment(tx, latest.id, now);
    const amount = amountDue(appointment, await paidMinor(tx, appointment.id));
    // Online bookings keep a due time until paid; it bounds the checkout too.
    const expiresAt = appointment.payment_due_at ?? new Date(start);
    const id = randomUUID();
    const checkout = await provider.createCheckout({
      reference: id,
      amountMinor: amount,
      currency: appointment.currency,
      description: appointment.services.map((s) => s.name).join(', '),
      expiresAt,
      returnUrl: returnUrlFor(appointment.branch.slug),
      timeZone: zone,
    });
    const payment: PaymentRecord = {
      id,
      appointment_id: appointment.id,
      attempt: (latest?.attempt ?? 0) + 1,
      provider: provider.name,
      checkout_id: checkout.checkoutId,
      checkout_url: checkout.url,
      status: 'pending',
      amount_minor: amount,
      currency: appointment.currency,
      failure_code: null,
      refunded_minor: null,
      expires_at: expiresAt,
      created_at: now,
    };
    await insertPayment(tx, { ...payment, organization_id: key.organizationId });
    return { ok: true, value: { payment, zone, created: true } };
  });
}
