import type { Shift } from '../availability/free-starts';
import type { DomainError, Result } from '../result';
import { shiftsOnDay } from '../staff/find-conflict';
import { largestPlace, type Place, placesFor, type RestaurantTable, type TableCombination } from './table-places';

export type Interval = { start: number; end: number };
/** A reservation holding a table for [start, end). */
export type TableBooking = Interval & { id: string; tableId: string };

export type SeatingRequest = {
  /** The branch's tables in service (retired ones left out). */
  tables: readonly RestaurantTable[];
  combinations?: readonly TableCombination[];
  /** A phone reservation (not on walk-in tables) or a walk-in (any table). */
  seating?: 'phone' | 'walk_in';
  /** Reservations holding their tables around the range (cancelled and no-shows left out). */
  bookings: readonly TableBooking[];
  partySize: number;
  range: Interval;
  /** The table or combination staff chose, or null for the best fit. */
  tableId: string | null;
  /** A reservation being changed: its own old time does not stand in its way. */
  ignoreId?: string | null;
};

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/**
 * The places (tables or combinations) to try for a party at the host stand, in order
 * (docs/decisions/0012 and 0080: one table or one combination with enough seats; best fit
 * first, combinations after single tables), or why none can hold it: the chosen one does not
 * exist (`table_not_found`), has too few seats (`table_too_small`) or another party has one of
 * its tables then (`table_taken`, naming that reservation); nothing seats the party at all,
 * or nothing is free then (`no_table_free`). The database's constraint has the last word: the
 * caller tries them in order and a lost race moves on to the next.
 */
export function seatParty(request: SeatingRequest): Result<Place[], DomainError> {
  const { tables, partySize, range } = request;
  const combinations = request.combinations ?? [];
  const seating = request.seating ?? 'phone';
  const blocking = request.bookings.filter((b) => b.id !== request.ignoreId && overlaps(b, range));
  const holder = (place: Place) => blocking.find((b) => place.tableIds.includes(b.tableId));
  if (request.tableId !== null) {
    const chosen = placesFor(seating, tables, combinations, 1).find((p) => p.id === request.tableId);
    if (!chosen) return { ok: false, error: { code: 'table_not_found' } };
    if (chosen.seats < partySize) {
      return { ok: false, error: { code: 'table_too_small', params: { seats: chosen.seats, party_size: partySize } } };
    }
    const taken = holder(chosen);
    if (taken) return { ok: false, error: tableTaken(taken) };
    return { ok: true, value: [chosen] };
  }
  const largest = largestPlace(seating, tables, combinations);
  const free = placesFor(seating, tables, combinations, partySize).filter((p) => !holder(p));
  if (free.length === 0) {
    const reason = largest < partySize ? 'too_large' : 'all_taken';
    return {
      ok: false,
      error: { code: 'no_table_free', params: { party_size: partySize, largest_table: largest, reason } },
    };
  }
  return { ok: true, value: free };
}

export function tableTaken(by: TableBooking): DomainError {
  return { code: 'table_taken', params: { reservation: by.id, start: by.start, end: by.end } };
}

/**
 * The opening period of `day` that holds the whole range, or `outside_opening_hours`. A
 * reservation lies wholly inside one period (the kitchen closes when the last table's time ends).
 */
export function openingPeriodOf(
  shifts: readonly Shift[],
  zone: string,
  day: number,
  range: Interval,
): Result<Interval, DomainError> {
  const period = shiftsOnDay(shifts, zone, day).find((s) => s.start <= range.start && range.end <= s.end);
  return period ? { ok: true, value: period } : { ok: false, error: { code: 'outside_opening_hours' } };
}

/**
 * A walk-in's time: from now for the branch's duration, cut at the end of the opening period
 * it arrives in (a party coming in an hour before closing still gets the table until then).
 * Outside every period: `outside_opening_hours`.
 */
export function walkInRange(
  shifts: readonly Shift[],
  zone: string,
  day: number,
  now: number,
  durationMs: number,
): Result<Interval, DomainError> {
  const period = shiftsOnDay(shifts, zone, day).find((s) => s.start <= now && now < s.end);
  if (!period) return { ok: false, error: { code: 'outside_opening_hours' } };
  return { ok: true, value: { start: now, end: Math.min(now + durationMs, period.end) } };
}
