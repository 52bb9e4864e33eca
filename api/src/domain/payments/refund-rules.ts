import type { AppointmentStatus } from '@booking/shared/contract/appointments';

/**
 * Why a payment that succeeded goes back in full at once, as the customer's email says it:
 * it arrived after the appointment lapsed unpaid (not paid by its due time, whether or not
 * a write has recorded that yet), after it was cancelled, after it was paid another way
 * (staff recorded it), or after it started; `gone`: no appointment to tell about.
 */
export type LatePaymentReason = 'lapsed' | 'cancelled' | 'paid' | 'started' | 'gone';

/**
 * Whether an appointment can take a payment that just succeeded (`take`), or why the
 * payment goes back in full. `status` is the live status (`liveStatus`, so a lapsed one
 * counts as cancelled); `cancelledBy` the stored one (null or 'unpaid' when it lapsed).
 */
export function checkPaymentTaken(
  appointment: { status: AppointmentStatus; cancelledBy: string | null; start: number } | null,
  now: number,
): 'take' | LatePaymentReason {
  if (!appointment) return 'gone';
  if (appointment.status === 'cancelled') {
    return appointment.cancelledBy === null || appointment.cancelledBy === 'unpaid' ? 'lapsed' : 'cancelled';
  }
  if (appointment.status === 'paid') return 'paid';
  return appointment.start <= now ? 'started' : 'take';
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
