import type { RescheduleReservationRequest } from '@booking/shared/contract/reservations';
import { instantOf } from '@booking/shared/time/instant-of';
import { dateOfDay, MINUTE_MS } from '@booking/shared/time/local-date';
import { localDayOf } from '@booking/shared/time/zoned-instant';
import type { Db } from '../db/db';
import type { MerchantSettings } from '../db/merchant-settings-repo';
import { findReservation, moveReservation, type ReservationKey, type ReservationRecord } from '../db/reservation-repo';
import { quoteChange } from '../domain/appointments/quote-change';
import { checkStart } from '../domain/availability/check-start';
import { checkStartZone } from '../domain/availability/check-start-zone';
import { checkOpenDay } from '../domain/branches/check-open-day';
import { applyReservationTransition } from '../domain/reservations/apply-reservation-transition';
import { bestFitFirst } from '../domain/reservations/table-candidates';
import { occupancyOf } from '../domain/reservations/table-places';
import type { DomainError, Result } from '../domain/result';
import { enqueueChange, reservationSummary } from '../messages/booking-summary';
import { claimSlot } from './claim-slot';
import { loadTableSearch } from './load-table-search';

/**
 * Moves a reservation (and maybe its party size) in one transaction that holds its row:
 * the new table and time are claimed by the same UPDATE that gives up the old ones, so a
 * refused move leaves the reservation where it was. The policy as booked prices the change.
 */
export function rescheduleReservation(
  db: Db,
  input: {
    merchant: MerchantSettings;
    key: ReservationKey;
    request: RescheduleReservationRequest;
    now: Date;
    /** The guest's manage link for a branch, for the update and the moved reminder. */
    manageLink: (branchSlug: string) => string;
  },
): Promise<Result<ReservationRecord, DomainError>> {
  const { merchant, key, request, now } = input;
  return db.transaction(async (tx) => {
    const reservation = await findReservation(tx, key, true);
    if (!reservation) return { ok: false, error: { code: 'reservation_not_found' } };
    const current = { status: reservation.status, start: reservation.start.getTime() };
    const next = applyReservationTransition(current, 'reschedule', now.getTime());
    if (!next.ok) return next;
    const zone = reservation.branch.timezone;
    const zoned = checkStartZone(request.start, zone);
    if (!zoned.ok) return zoned;
    const cost = quoteChange(reservation.policy, { start: current.start, zone }, 'reschedule', now.getTime());
    const start = instantOf(request.start);
    const partySize = request.party_size ?? reservation.party_size;
    const day = localDayOf(zone, start);
    const loaded = await loadTableSearch(tx, {
      merchant,
      branch: reservation.branch,
      day,
      partySize,
      now,
      ignoreId: reservation.id,
    });
    if (!loaded.ok) return loaded;
    // Its link still works at a closed branch, but the guest cannot move it there or onto a closed day.
    const open = checkOpenDay(loaded.value.schedule, dateOfDay(day), { forStaff: false });
    if (!open.ok) return open;
    const ranked = checkStart(loaded.value.search, start, bestFitFirst);
    if (!ranked.ok) return ranked;
    const { schedule } = loaded.value;
    const range = { start: new Date(start), end: new Date(start + schedule.durationMinutes * MINUTE_MS) };
    const feesDueMinor = reservation.fees_due_minor + cost.totalMinor;
    const write = (placeId: string) => {
      const move = { ...range, place: occupancyOf(loaded.value.places, placeId), partySize, feesDueMinor };
      return moveReservation(tx, reservation.id, move, now);
    };
    const claimed = await claimSlot(tx, ranked.value, { ...range, now }, write);
    if (!claimed.ok) return claimed;
    const moved = await reread(tx, key);
    const link = input.manageLink(moved.value.branch.slug);
    await enqueueChange(tx, reservationSummary(moved.value, key.organizationId), 'rescheduled', now, link);
    return moved;
  });
}

export async function reread(db: Db, key: ReservationKey) {
  const reservation = await findReservation(db, key);
  if (!reservation) throw new Error('The reservation vanished inside its own transaction');
  return { ok: true as const, value: reservation };
}
