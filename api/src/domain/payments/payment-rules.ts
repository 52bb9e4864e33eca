import type { AppointmentStatus } from '@booking/shared/contract/appointments';
import type { PaymentStatus } from '@booking/shared/contract/payments';
import type { Result } from '../result';

/** What the database keeps; `expired` is a pending attempt past its expiry. */
export type StoredPaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded';
export type PaymentOutcome = 'succeeded' | 'failed';

export type PaymentRefused = {
  code: 'not_editable';
  params: { reason: 'on_site' | 'cancelled' | 'started' | 'paid' };
};

/**
 * What a customer owes online: the services as booked plus the fees of changes made since,
 * less what was paid before (a paid appointment that was later charged a fee owes the fee).
 */
export function amountDue(appointment: { price_minor: number; fees_due_minor: number }, paidMinor: number): number {
  return Math.max(0, appointment.price_minor + appointment.fees_due_minor - paidMinor);
}

/** `pending` past its expiry is `expired`: the customer can no longer complete it. */
export function paymentStatusAt(
  payment: { status: StoredPaymentStatus; expires_at: Date },
  now: number,
): PaymentStatus {
  return payment.status === 'pending' && payment.expires_at.getTime() <= now ? 'expired' : payment.status;
}

/**
 * Whether a customer may pay an appointment online now, and how: reuse the attempt still
 * pending, or start a new one (the first, or a retry after a failure or an expired
 * checkout). Only appointments booked for online payment, not cancelled (a lapsed one
 * counts as cancelled), not paid, not started.
 */
export function checkPaymentStart(
  appointment: { payment: 'online' | 'on_site'; status: AppointmentStatus; start: number },
  latest: { status: StoredPaymentStatus; expires_at: Date } | null,
  now: number,
): Result<'reuse' | 'new', PaymentRefused> {
  const refuse = (reason: PaymentRefused['params']['reason']) =>
    ({ ok: false, error: { code: 'not_editable', params: { reason } } }) as const;
  if (appointment.payment !== 'online') return refuse('on_site');
  if (appointment.status === 'cancelled') return refuse('cancelled');
  if (appointment.status === 'paid') return refuse('paid');
  if (appointment.start <= now) return refuse('started');
  if (latest && paymentStatusAt(latest, now) === 'pending') return { ok: true, value: 'reuse' };
  return { ok: true, value: 'new' };
}

/**
 * Whether a customer may switch to paying at the salon now: an appointment not cancelled (a
 * lapsed one counts as cancelled: its slot is gone), not paid, not started. No merchant
 * setting requires online payment, so it is offered wherever online payment is. `already`:
 * on site before, nothing to change (a second click).
 */
export function checkPayOnSite(
  appointment: { payment: 'online' | 'on_site'; status: AppointmentStatus; start: number },
  now: number,
): Result<'switch' | 'already', PaymentRefused> {
  const refuse = (reason: PaymentRefused['params']['reason']) =>
    ({ ok: false, error: { code: 'not_editable', params: { reason } } }) as const;
  if (appointment.status === 'cancelled') return refuse('cancelled');
  if (appointment.status === 'paid') return refuse('paid');
  if (appointment.start <= now) return refuse('started');
  return { ok: true, value: appointment.payment === 'on_site' ? 'already' : 'switch' };
}

/**
 * A provider's outcome applied to an attempt: pending -> paid or failed, and failed -> paid.
 * A checkout that was declined can still be paid on the provider's page (the customer tries
 * another card): the provider's later success is authoritative, the money was taken, so it
 * must be recorded (and then taken or refunded like any success), never ignored. Nothing
 * else changes an attempt that has an outcome: a decline after a success takes no money
 * back, a refunded attempt is final, and a repeated outcome is a no-op (providers deliver at
 * least once; the event id check refuses exact replays, this covers a second, different
 * event).
 */
export function applyPaymentOutcome(
  status: StoredPaymentStatus,
  outcome: PaymentOutcome,
): { changed: true; status: StoredPaymentStatus } | { changed: false } {
  if (status === 'pending') return { changed: true, status: outcome === 'succeeded' ? 'paid' : 'failed' };
  if (status === 'failed' && outcome === 'succeeded') return { changed: true, status: 'paid' };
  return { changed: false };
}
