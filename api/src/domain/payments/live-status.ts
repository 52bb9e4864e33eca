import type { AppointmentStatus } from '@booking/shared/contract/appointments';

/**
 * The status an appointment has at `now`: one booked for online payment that was not paid
 * by `payment_due_at` has lapsed and counts as cancelled (its slot is free again), even
 * before a write records it (docs/decisions/0013-online-payment-sandbox.md).
 */
export function liveStatus(
  appointment: { status: AppointmentStatus; payment_due_at: Date | null },
  now: number,
): AppointmentStatus {
  const { status, payment_due_at } = appointment;
  if (status === 'paid' || status === 'cancelled' || payment_due_at === null) return status;
  return payment_due_at.getTime() <= now ? 'cancelled' : status;
}
