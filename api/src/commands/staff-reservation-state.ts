import type { HostStep, StaffCancelReservationRequest } from '@booking/shared/contract/staff-reservations';
import { checkHostTransition } from '@booking/shared/reservations/host-transitions';
import { type Db, SQLSTATE, sqlState } from '../db/db';
import { dropReminder } from '../db/outbox-repo';
import { runSql, setList, sql } from '../db/sql';
import { findStaffReservation, type StaffReservationRecord } from '../db/staff-reservation-repo';
import { quoteChange } from '../domain/appointments/quote-change';
import type { DomainError, Result } from '../domain/result';
import { enqueueChange, staffReservationSummary } from '../messages/booking-summary';

type Key = { organizationId: string; id: string; now: Date };
type Changed = Result<StaffReservationRecord, DomainError>;

/**
 * The next state at the restaurant (shared/src/reservations/host-transitions.ts), on the row
 * locked for the transaction. A finished party gives its table back from now: the rest of
 * its time becomes free for walk-ins and online guests. A no-show gives it back too (the
 * constraint no longer counts it); marking one arrived after all takes the table again, which
 * the constraint refuses if another party has it meanwhile (409 table_taken).
 */
export function changeReservationState(db: Db, key: Key, step: HostStep): Promise<Changed> {
  return db.transaction(async (tx) => {
    const current = await findStaffReservation(tx, key.organizationId, key.id, true);
    if (!current) return { ok: false, error: { code: 'reservation_not_found' } };
    const now = key.now.getTime();
    const allowed = checkHostTransition({ status: current.status, start: current.start.getTime() }, step, now);
    if (!allowed.ok) return allowed;
    const leftEarly = step === 'finished' && current.start.getTime() < now && now < current.end.getTime();
    const columns = {
      status: step,
      ...(leftEarly ? { during: sql`tstzrange(lower(during), ${key.now}, '[)')` } : {}),
      updated_at: key.now,
      changed_by: 'staff',
    };
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
    const allowed = checkHostTransition({ status: current.status, start }, 'cancelled', now);
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
      by: request.by,
      message,
    });
    return cancelled;
  });
}

async function reread(tx: Db, key: Key): Promise<Changed> {
  const found = await findStaffReservation(tx, key.organizationId, key.id);
  if (!found) throw new Error('The reservation vanished inside its own transaction');
  return { ok: true, value: found };
}
