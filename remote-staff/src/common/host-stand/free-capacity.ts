import { holdsTable } from '@booking/shared/reservations/host-transitions';
import { instantOf } from '@booking/shared/time/instant-of';
import type { NamedPeriod } from './covers';
import type { FloorTable, PlacedParty } from './table-occupancy';

export interface ServiceCapacity {
  name: NamedPeriod['name'];
  start: string;
  /** Seats of all tables. */
  seats: number;
  /** Seats at tables held at the busiest moment of the service. */
  seatsTakenAtPeak: number;
  /** Tables nobody holds at any moment of the service: free for a whole sitting. */
  tablesFree: number;
  tables: number;
}

interface Party extends PlacedParty {
  party_size: number;
}

/**
 * The day's free capacity per service (an opening period, lunch or dinner): how full the room
 * is at its busiest moment, and how many tables are still free for the whole service. A table
 * counts with all its seats while a party holds it (two at a table for four take the four).
 */
export function freeCapacity(
  periods: readonly NamedPeriod[],
  tables: readonly FloorTable[],
  parties: readonly Party[],
): ServiceCapacity[] {
  const seatsOf = new Map(tables.map((table) => [table.id, table.seats]));
  const seats = tables.reduce((sum, table) => sum + table.seats, 0);
  const holding = parties.filter(
    (party) => holdsTable(party.status) && party.tables.some((table) => seatsOf.has(table.id)),
  );
  return periods.map((period) => {
    const from = instantOf(period.start);
    const to = instantOf(period.end);
    const inside = holding.filter((party) => instantOf(party.start) < to && from < instantOf(party.end));
    // The busiest moment is at some party's start (or the period's): occupancy only rises there.
    const moments = [from, ...inside.map((party) => Math.max(from, instantOf(party.start)))];
    let seatsTakenAtPeak = 0;
    for (const moment of moments) {
      const tablesHeld = new Set(
        inside
          .filter((party) => instantOf(party.start) <= moment && moment < instantOf(party.end))
          .flatMap((party) => party.tables.map((table) => table.id)),
      );
      const taken = [...tablesHeld].reduce((sum, id) => sum + (seatsOf.get(id) ?? 0), 0);
      seatsTakenAtPeak = Math.max(seatsTakenAtPeak, taken);
    }
    const tablesUsed = new Set(inside.flatMap((party) => party.tables.map((table) => table.id)));
    return {
      name: period.name,
      start: period.start,
      seats,
      seatsTakenAtPeak,
      tablesFree: tables.filter((table) => !tablesUsed.has(table.id)).length,
      tables: tables.length,
    };
  });
}
