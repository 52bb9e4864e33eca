import type { AppointmentStatus } from '@booking/shared/contract/appointments';
import type { HostStatus } from '@booking/shared/contract/host-status';
import { liveStatus } from '../payments/live-status';

/** The booking a waiting reminder is about, as stored; null when it no longer exists. */
export type ReminderBooking =
  | { kind: 'appointment'; status: AppointmentStatus; payment_due_at: Date | null }
  | { kind: 'reservation'; status: HostStatus }
  | null;

/**
 * Whether a reminder due now is still about a booking that will happen. A cancellation drops
 * the reminder when it is written, but an appointment booked for online payment lapses
 * unpaid at its due time with no write at all (docs/decisions/0013), so the sender asks this
 * just before sending, with the rule every read uses (`liveStatus`): lapsed counts as
 * cancelled, recorded or not.
 */
export function reminderStillDue(booking: ReminderBooking, now: number): boolean {
  if (!booking) return false;
  if (booking.kind === 'reservation') return booking.status !== 'cancelled' && booking.status !== 'no_show';
  return liveStatus(booking, now) !== 'cancelled';
}
