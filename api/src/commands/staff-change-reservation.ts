import type { StaffUpdateReservationRequest } from '@booking/shared/contract/staff-reservations';
import { isOpen } from '@booking/shared/reservations/host-transitions';
import { instantOf } from '@booking/shared/time/instant-of';
import { dateOfDay, MINUTE_MS } from '@booking/shared/time/local-date';
import { localDayOf } from '@booking/shared/time/zoned-instant';
import type { Db } from '../db/db';
import { claimInSavepoint, occupyTables, TablesTaken, vacateTables } from '../db/reservation-tables-repo';
import { runSql, setList, sql } from '../db/sql';
import { findStaffReservation, listTableBookings, type StaffReservationRecord } from '../db/staff-reservation-repo';
import { checkStartZone } from '../domain/availability/check-start-zone';
import { checkOpenDay } from '../domain/branches/check-open-day';
import { openingPeriodOf, seatParty } from '../domain/reservations/seat-party';
import type { Place } from '../domain/reservations/table-places';
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
    if (!seating) return write(tx, current, columns, null, { now, tellGuest: false, named: false });
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
      combinations: schedule.combinations,
      seating: current.source === 'walk_in' ? 'walk_in' : 'phone',
      bookings,
      partySize,
      range,
      tableId: request.table_id ?? null,
      ignoreId: current.id,
    });
    if (!tables.ok) return tables;
    // Keep the party where it is when that place still works.
    const held = await heldPlaceId(tx, current.id);
    const order = [...tables.value].sort((a, b) => Number(b.id === held) - Number(a.id === held));
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

/** Tries the places in order (null: the reservation keeps its tables and only its columns change). */
async function write(
  tx: Db,
  current: StaffReservationRecord,
  columns: Record<string, unknown>,
  places: readonly Place[] | null,
  { now, tellGuest, named }: { now: Date; tellGuest: boolean; named: boolean },
): Promise<Changed> {
  for (const place of places ?? [null]) {
    const claimed = await claimInSavepoint(tx, async (sp) => {
      if (place) await vacateTables(sp, current.id);
      const occupying = place ? { combination_id: place.combinationId, seats: place.seats } : {};
      await runSql(sp, sql`UPDATE reservations SET ${setList({ ...columns, ...occupying })} WHERE id = ${current.id}`);
      if (place && !(await occupyTables(sp, current.id, place))) throw new TablesTaken();
    });
    if (!claimed) continue;
    const changed = await findStaffReservation(tx, current.organizationId, current.id);
    if (!changed) throw new Error('The reservation vanished inside its own transaction');
    if (tellGuest) await enqueueChange(tx, staffReservationSummary(changed), 'rescheduled', now);
    return { ok: true, value: changed };
  }
  if (named) return { ok: false, error: { code: 'table_taken' } };
  return { ok: false, error: { code: 'no_table_free', params: { reason: 'all_taken' } } };
}

/** The place a reservation holds now: its combination, or its one table. */
async function heldPlaceId(tx: Db, id: string): Promise<string | null> {
  const [row] = await runSql<{ place: string | null }>(
    tx,
    sql`SELECT coalesce(r.combination_id, (SELECT min(rt.table_id::text)::uuid FROM reservation_tables rt
                                             WHERE rt.reservation_id = r.id)) AS place
          FROM reservations r WHERE r.id = ${id}`,
  );
  return row?.place ?? null;
}
