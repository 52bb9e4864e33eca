import type { Busy } from '../availability/busy-intervals';
import type { Candidate } from '../availability/find-slots';
import type { Shift } from '../availability/free-starts';
import type { Place } from './table-places';

export type { RestaurantTable } from './table-places';

/**
 * The capacity rule (docs/decisions/0012, with combinations since 0080): a party occupies
 * one table or one of the owner's combinations for the whole reservation, inside the opening
 * hours. The places come best fit first (`placesFor`), and the availability search and the
 * booking keep that order, so a couple does not take the table for six while a table for two
 * is free, and a combination is taken only when no single table is. A combination is busy
 * whenever any of its tables is.
 */
export function tableCandidates(
  places: readonly Place[],
  openingHours: readonly Shift[],
  busy: ReadonlyMap<string, readonly Busy[]>,
): Candidate[] {
  return places.map((place, position) => ({
    id: place.id,
    position,
    shifts: openingHours,
    busy: place.tableIds.flatMap((tableId) => busy.get(tableId) ?? []),
  }));
}

/** Keeps the candidates' own order: `tableCandidates` already put the best fit first. */
export const bestFitFirst = (_candidates: readonly Candidate[], freeIds: readonly string[]) => [...freeIds];
