import type { StaffUpdateReservationRequest } from '@booking/shared/contract/staff-reservations';
import { isOpen } from '@booking/shared/reservations/host-transitions';
import { instantOf } from '@booking/shared/time/instant-of';
import { dateOfDay, MINUTE_MS } from '@booking/shared/time/local-date';
import { localDayOf } from '@booking/shared/time/zoned-instant';
import { type Db, SQLSTATE, sqlState } from '../db/db';
import { runSql, setList, sql } from '../db/sql';
import { findStaffReservation, listTableBookings, type StaffReservationRecord } from '../db/staff-reservation-repo';
import { checkStartZone } from '../domain/availability/check-start-zone';
import { checkOpenDay } from '../domain/branches/check-open-day';
import { openingPeriodOf, seatParty } from '../domain/reservations/seat-party';
import type { DomainError, Result } from '../domain/result';
import { staffStartProblem } from '../domain/staff/staff-start-window';
import { enqueueChange, staffReservationSummary } from '../messages/booking-summary';
import { loadDaySchedule, partyTooSmall } from './staff-seat-reservation';

export type StaffReservationChange = {
  organizationId: string;
  id: string;
  request: StaffUpdateReservationRequest;
  now: Date;
};

type Changed = Result<StaffReservationRecord, DomainError>;

/**
 * Staff change a reservation of their organization: notes and the guest's request at any
 * time; time, party size or table while it is still open (not finished, cancelled or a
 * no-show). A new time takes the branch's duration and must lie in an opening period. The
 * table is kept when it still seats the party and is free, else the best-fitting free one is
 * taken; a named table must fit. The row is locked, and the UPDATE is the claim: the
 * exclusion constraint refuses a table another party took meanwhile, and the next is tried.
 * A new time or party size is emailed to the guest, as when they move it themselves.
 */
export function staffChangeReservation(db: Db, change: StaffReservationChange): Promise<Changed> {
  return db.transaction(async (tx) => {
    const { organizationId, id, request, now } = change;
    const current = await findStaffReservation(tx, organizationId, id, true);
    if (!current) return { ok: false, error: { code: 'reservation_not_found' } };
    const seating = request.start !== undefined || request.party_size !== undefined || request.table_id !== undefined;
    const columns: Record<string, unknown> = { updated_at: now, changed_by: 'staff' };
    if (request.notes !== undefined) columns.staff_notes = request.notes || null;
    if (request.special_request !== undefined) columns.special_request = request.special_request || null;
    if (!seating) return write(tx, current, columns, [current.table.id], { now, tellGuest: false, named: false });
    if (!isOpen(current.status)) {
      return { ok: false, error: { code: 'not_editable', params: { reason: current.status } } };
    }
    const zone = current.branch.timezone;
    let range = { start: current.start.getTime(), end: current.end.getTime() };
    if (request.start !== undefined) {
      const zoned = checkStartZone(request.start, zone);
      if (!zoned.ok) return zoned;
      const start = instantOf(request.start);
      const outside = staffStartProblem(new Date(start), now, zone);
      if (outside) return { ok: false, error: outside };
      range = { start, end: start };
    }
    const schedule = await loadDaySchedule(tx, current.branch, range.start);
    if (request.start !== undefined) {
      // A party kept on a day since closed can change table or size; it cannot be moved onto one.
      const open = checkOpenDay(schedule, dateOfDay(localDayOf(zone, range.start)), { forStaff: true });
      if (!open.ok) return open;
      range = { start: range.start, end: range.start + schedule.durationMinutes * MINUTE_MS };
      const period = openingPeriodOf(schedule.openingHours, zone, localDayOf(zone, range.start), range);
      if (!period.ok) return period;
    }
    const partySize = request.party_size ?? current.party_size;
    const small = request.party_size === undefined ? null : partyTooSmall(partySize, schedule);
    if (small) return { ok: false, error: small };
    const bookings = await listTableBookings(tx, current.branch.id, new Date(range.start), new Date(range.end));
    const tables = seatParty({
      tables: schedule.tables,
      bookings,
      partySize,
      range,
      tableId: request.table_id ?? null,
      ignoreId: current.id,
    });
    if (!tables.ok) return tables;
    // Keep the party where it is when that table still works.
    const order = tables.value.includes(current.table.id)
      ? [current.table.id, ...tables.value.filter((t) => t !== current.table.id)]
      : tables.value;
    const moved = range.start !== current.start.getTime();
    Object.assign(columns, {
      party_size: partySize,
      during: sql`tstzrange(${new Date(range.start)}, ${new Date(range.end)}, '[)')`,
      ...(moved && current.status === 'confirmed' ? { status: 'rescheduled' } : {}),
      ...(moved ? { reschedule_count: current.reschedule_count + 1 } : {}),
    });
    // A guest whose party is not here yet hears of a new time or party size; one at the table does not.
    const expected = current.status === 'confirmed' || current.status === 'rescheduled';
    const tellGuest = expected && (moved || partySize !== current.party_size);
    return write(tx, current, columns, order, { now, tellGuest, named: request.table_id !== undefined });
  });
}

/** Tries the tables in order; the seats column follows the table (its foreign key checks it). */
async function write(
  tx: Db,
  current: StaffReservationRecord,
  columns: Record<string, unknown>,
  tables: readonly string[],
  { now, tellGuest, named }: { now: Date; tellGuest: boolean; named: boolean },
): Promise<Changed> {
  for (const tableId of tables) {
    try {
      await tx.savepoint((sp) =>
        runSql(
          sp,
          sql`UPDATE reservations SET ${setList({
            ...columns,
            table_id: tableId,
            table_seats: sql`(SELECT seats FROM restaurant_tables WHERE id = ${tableId})`,
          })} WHERE id = ${current.id}`,
        ),
      );
    } catch (error) {
      if (sqlState(error) === SQLSTATE.exclusionViolation) continue;
      throw error;
    }
    const changed = await findStaffReservation(tx, current.organizationId, current.id);
    if (!changed) throw new Error('The reservation vanished inside its own transaction');
    if (tellGuest) await enqueueChange(tx, staffReservationSummary(changed), 'rescheduled', now);
    return { ok: true, value: changed };
  }
  if (named) return { ok: false, error: { code: 'table_taken' } };
  return { ok: false, error: { code: 'no_table_free', params: { reason: 'all_taken' } } };
}
