import type { AppointmentStatus } from '@booking/shared/contract/appointments';

/**
 * Whether an appointment can take a payment that just succeeded, or the payment goes back
 * in full at once: it arrived after the appointment lapsed unpaid or was cancelled (a
 * lapsed one counts as cancelled), after it was paid another way (staff recorded it), or
 * after it started. `status` is the live status (`liveStatus`).
 */
export function checkPaymentTaken(
  appointment: { status: AppointmentStatus; start: number } | null,
  now: number,
): 'take' | 'refund' {
  if (!appointment) return 'refund';
  if (appointment.status === 'cancelled' || appointment.status === 'paid') return 'refund';
  return appointment.start <= now ? 'refund' : 'take';
}

/**
 * What goes back when a paid appointment is cancelled (docs/decisions/0013): by the
 * customer, what was paid less the fees due (the late-cancellation fee, and fees of earlier
 * changes), so a cancellation in time is refunded in full; by staff, everything (the
 * merchant cancelled, the customer owes nothing). A no-show is not refunded.
 */
export function refundOnCancel(
  by: 'customer' | 'staff' | 'no_show',
  payment: { amountMinor: number },
  feesDueMinor: number,
): number {
  if (by === 'no_show') return 0;
  if (by === 'staff') return payment.amountMinor;
  return Math.max(0, payment.amountMinor - feesDueMinor);
}
