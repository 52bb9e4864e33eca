import type { Db } from '../db/db';
import {
  cancelReservation as cancelRow,
  findReservation,
  type ReservationKey,
  type ReservationRecord,
} from '../db/reservation-repo';
import { quoteChange } from '../domain/appointments/quote-change';
import { applyReservationTransition } from '../domain/reservations/apply-reservation-transition';
import type { DomainError, Result } from '../domain/result';
import { enqueueChange, reservationSummary } from '../messages/booking-summary';
import { reread } from './reschedule-reservation';

/**
 * Cancels on the row locked for the transaction, so two changes cannot both pass the
 * check; inside the cancellation lead time the policy as booked adds its fee.
 */
export function cancelReservation(
  db: Db,
  key: ReservationKey,
  now: Date,
): Promise<Result<ReservationRecord, DomainError>> {
  return db.transaction(async (tx) => {
    const reservation = await findReservation(tx, key, true);
    if (!reservation) return { ok: false, error: { code: 'reservation_not_found' } };
    const start = reservation.start.getTime();
    const next = applyReservationTransition({ status: reservation.status, start }, 'cancel', now.getTime());
    if (!next.ok) return next;
    const zone = reservation.branch.timezone;
    const quote = quoteChange(reservation.policy, { start, zone }, 'cancel', now.getTime());
    const change = {
      feesDueMinor: reservation.fees_due_minor + quote.totalMinor,
      late: now.getTime() >= quote.lateFrom,
    };
    await cancelRow(tx, reservation.id, change, now);
    const cancelled = await reread(tx, key);
    await enqueueChange(tx, reservationSummary(cancelled.value, key.organizationId), 'cancelled', now);
    return cancelled;
  });
}
