import type { HostStep, StaffCancelReservationRequest } from '@booking/shared/contract/staff-reservations';
import { checkHostTransition, type HostReservation, undoneTo } from '@booking/shared/reservations/host-transitions';
import { type Db, SQLSTATE, sqlState } from '../db/db';
import { dropReminder } from '../db/outbox-repo';
import { runSql, setList, sql } from '../db/sql';
import { findStaffReservation, type StaffReservationRecord } from '../db/staff-reservation-repo';
import { quoteChange } from '../domain/appointments/quote-change';
import type { DomainError, Result } from '../domain/result';
import { enqueueChange, staffReservationSummary } from '../messages/booking-summary';

type Key = { organizationId: string; id: string; now: Date };
type Changed = Result<StaffReservationRecord, DomainError>;

const hostView = (record: StaffReservationRecord): HostReservation => ({
  status: record.status,
  start: record.start.getTime(),
  end: record.end.getTime(),
  zone: record.branch.timezone,
});

/**
 * The next state at the restaurant, or the last step taken back
 * (shared/src/reservations/host-transitions.ts), on the row locked for the transaction, on
 * the reservation's day only. A finished party gives its table back from now: the rest of
 * its time becomes free for walk-ins and online guests, and comes back if "left" is taken
 * back. A no-show gives it back too (the constraint no longer counts it); marking one arrived
 * after all, or taking the no-show back, takes the table again, which the constraint refuses
 * if another party has it meanwhile (409 table_taken).
 */
export function changeReservationState(db: Db, key: Key, step: HostStep): Promise<Changed> {
  return db.transaction(async (tx) => {
    const current = await findStaffReservation(tx, key.organizationId, key.id, true);
    if (!current) return { ok: false, error: { code: 'reservation_not_found' } };
    const now = key.now.getTime();
    const allowed = checkHostTransition(hostView(current), step, now);
    if (!allowed.ok) return allowed;
    const columns = { ...stepColumns(current, step, key.now), updated_at: key.now, changed_by: 'staff' };
    try {
      await tx.savepoint((sp) => runSql(sp, sql`UPDATE reservations SET ${setList(columns)} WHERE id = ${current.id}`));
    } catch (error) {
      if (sqlState(error) === SQLSTATE.exclusionViolation) return { ok: false, error: { code: 'table_taken' } };
      throw error;
    }
    // Nothing to remind of once the guest is here, has been, or did not come.
    await dropReminder(tx, 'reservation', current.id, key.now);
    return reread(tx, key);
  });
}

/**
 * Cancelled for the guest (they called) or by the restaurant. For the guest, inside the
 * cancellation lead time, it is a late cancellation with the policy's fee, as through their
 * own link; the restaurant's own cancellation never counts against the guest. The guest is
 * emailed (with the staff's message) in their language, if staff have an address.
 */
export function cancelForGuest(db: Db, key: Key, request: StaffCancelReservationRequest): Promise<Changed> {
  return db.transaction(async (tx) => {
    const current = await findStaffReservation(tx, key.organizationId, key.id, true);
    if (!current) return { ok: false, error: { code: 'reservation_not_found' } };
    const now = key.now.getTime();
    const start = current.start.getTime();
    const allowed = checkHostTransition(hostView(current), 'cancelled', now);
    if (!allowed.ok) return allowed;
    const byGuest = request.by === 'guest';
    const quote = quoteChange(current.policy, { start, zone: current.branch.timezone }, 'cancel', now);
    const late = byGuest && now >= quote.lateFrom;
    const columns = {
      status: 'cancelled',
      cancelled_at: key.now,
      cancelled_by: request.by,
      late_cancellation: late,
      fees_due_minor: current.fees_due_minor + (byGuest ? quote.totalMinor : 0),
      updated_at: key.now,
      changed_by: 'staff',
    };
    await runSql(tx, sql`UPDATE reservations SET ${setList(columns)} WHERE id = ${current.id}`);
    const cancelled = await reread(tx, key);
    if (!cancelled.ok) return cancelled;
    const message = request.message?.trim() || null;
    await enqueueChange(tx, staffReservationSummary(cancelled.value), 'cancelled', key.now, null, {
      by: request.by === 'restaurant' ? 'business' : 'guest',
      message,
    });
    return cancelled;
  });
}

/** The row's new state; leaving early cuts its time short, keeping the end as booked for an undo. */
function stepColumns(current: StaffReservationRecord, step: HostStep, now: Date) {
  if (step === 'undo') {
    const status = undoneTo(current.status, current.reschedule_count > 0);
    if (!status) throw new Error(`No step to take back from ${current.status}`);
    if (current.status !== 'finished') return { status };
    return {
      status,
      during: sql`tstzrange(lower(during), coalesce(booked_end, upper(during)), '[)')`,
      booked_end: null,
    };
  }
  const leftEarly = step === 'finished' && current.start < now && now < current.end;
  if (!leftEarly) return { status: step };
  return { status: step, during: sql`tstzrange(lower(during), ${now}, '[)')`, booked_end: current.end };
}

async function reread(tx: Db, key: Key): Promise<Changed> {
  const found = await findStaffReservation(tx, key.organizationId, key.id);
  if (!found) throw new Error('The reservation vanished inside its own transaction');
  return { ok: true, value: found };
}
