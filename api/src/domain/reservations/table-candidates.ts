import type { Busy } from '../availability/busy-intervals';
import type { Candidate } from '../availability/find-slots';
import type { Shift } from '../availability/free-starts';

export type RestaurantTable = { id: string; seats: number; position: number };

/**
 * The capacity rule (docs/decisions/0012-restaurant-capacity-as-tables.md): a party sits
 * at one table with at least as many seats, for the whole reservation, inside the opening
 * hours. Tables are not combined. The tables come best fit first (fewest seats, then the
 * merchant's position, then id), so a couple does not take the table for six while a
 * table for two is free; the availability search and the booking both use this order.
 */
export function tableCandidates(
  tables: readonly RestaurantTable[],
  partySize: number,
  openingHours: readonly Shift[],
  busy: ReadonlyMap<string, readonly Busy[]>,
): Candidate[] {
  return tables
    .filter((table) => table.seats >= partySize)
    .sort((a, b) => a.seats - b.seats || a.position - b.position || a.id.localeCompare(b.id))
    .map((table) => ({ id: table.id, position: table.position, shifts: openingHours, busy: busy.get(table.id) ?? [] }));
}

/** Keeps the candidates' own order: `tableCandidates` already put the best fit first. */
export const bestFitFirst = (_candidates: readonly Candidate[], freeIds: readonly string[]) => [...freeIds];
