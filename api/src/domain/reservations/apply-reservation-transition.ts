import type { HostStatus } from '@booking/shared/contract/host-status';
import type { ReservationStatus } from '@booking/shared/contract/reservations';
import type { NotEditable } from '../appointments/apply-transition';
import type { Result } from '../result';

export type ReservationTransition = 'reschedule' | 'cancel';

/**
 * What may happen to a reservation: it is confirmed when made, becomes
 * rescheduled when moved, and cancelled when cancelled; nothing changes it once it has
 * started or was cancelled, nor once the restaurant has it in hand (the guest arrived, sits,
 * has left or did not come). Late changes are allowed and may cost the policy's fees, as for
 * salons (`quoteChange`).
 */
export function applyReservationTransition(
  reservation: { status: HostStatus; start: number },
  transition: ReservationTransition,
  now: number,
): Result<ReservationStatus, NotEditable> {
  if (reservation.status === 'cancelled') {
    return { ok: false, error: { code: 'not_editable', params: { reason: 'cancelled' } } };
  }
  if (reservation.status !== 'confirmed' && reservation.status !== 'rescheduled') {
    return { ok: false, error: { code: 'not_editable', params: { reason: 'started' } } };
  }
  if (reservation.start <= now) return { ok: false, error: { code: 'not_editable', params: { reason: 'started' } } };
  return { ok: true, value: transition === 'cancel' ? 'cancelled' : 'rescheduled' };
}
