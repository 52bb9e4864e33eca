/** Who may take a table: guests online and staff, staff only (phone and walk-ins), or walk-ins only. */
export type TableUse = 'online' | 'staff' | 'walk_in';
/** Who is seating a party: the guest online, staff for a phone call, or staff for a walk-in. */
export type Seating = 'guest' | 'phone' | 'walk_in';

/** `minSeats` (1 when absent) is the smallest party it takes online; `seats` the most it seats. */
export type RestaurantTable = { id: string; seats: number; position: number; minSeats?: number; use?: TableUse };

/** The owner's named group of tables for larger parties, seating `minSeats`-`seats`. */
export type TableCombination = {
  id: string;
  tableIds: readonly string[];
  minSeats: number;
  seats: number;
  position: number;
};

/** What a party may occupy: one table, or a combination's tables together. */
export type Place = { id: string; tableIds: string[]; combinationId: string | null; seats: number };

const MAY_TAKE: Record<Seating, readonly TableUse[]> = {
  guest: ['online'],
  phone: ['online', 'staff'],
  walk_in: ['online', 'staff', 'walk_in'],
};

/** Whether `seating` may use a table kept for `use`. */
export const mayTake = (seating: Seating, use: TableUse = 'online') => MAY_TAKE[seating].includes(use);

/**
 * The places a party may take, best fit first (docs/decisions/0080): single tables that seat
 * it, fewest seats first, then the owner's position, then id; after them the combinations that
 * seat it, in the owner's order. So a combination is chosen only when no single table that
 * seats the party is free at that start. Online a party smaller than a table's (or a
 * combination's) minimum does not take it; staff seat whom they like. A combination is open
 * to a seating only when every one of its tables is, and is not offered once one of them is
 * gone (retired tables are not in `tables`).
 */
export function placesFor(
  seating: Seating,
  tables: readonly RestaurantTable[],
  combinations: readonly TableCombination[],
  partySize: number,
): Place[] {
  const fits = (min: number, max: number) => partySize <= max && (seating !== 'guest' || partySize >= min);
  const byId = new Map(tables.map((t) => [t.id, t]));
  const singles = tables
    .filter((t) => mayTake(seating, t.use) && fits(t.minSeats ?? 1, t.seats))
    .sort((a, b) => a.seats - b.seats || a.position - b.position || a.id.localeCompare(b.id))
    .map((t): Place => ({ id: t.id, tableIds: [t.id], combinationId: null, seats: t.seats }));
  const joined = combinations
    .filter((c) => c.tableIds.length > 0 && fits(c.minSeats, c.seats))
    .filter((c) => c.tableIds.every((id) => byId.has(id) && mayTake(seating, byId.get(id)?.use)))
    .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))
    .map((c): Place => ({ id: c.id, tableIds: [...c.tableIds].sort(), combinationId: c.id, seats: c.seats }));
  return [...singles, ...joined];
}

/** The most seats any place open to staff seating `seating` has (0 without any); minimums aside. */
export function largestPlace(
  seating: Exclude<Seating, 'guest'>,
  tables: readonly RestaurantTable[],
  combinations: readonly TableCombination[],
): number {
  return placesFor(seating, tables, combinations, 1).reduce((most, p) => Math.max(most, p.seats), 0);
}

/**
 * The party sizes the guest's page offers: within the branch's limits, those an online table
 * or combination seats (between its minimum and its seats). A size no place takes would only
 * ever show "fully booked"; the page says to call instead.
 */
export function offeredPartySizes(
  tables: readonly RestaurantTable[],
  combinations: readonly TableCombination[],
  limits: { min: number; max: number },
): number[] {
  const sizes: number[] = [];
  for (let size = limits.min; size <= limits.max; size++) {
    if (placesFor('guest', tables, combinations, size).length > 0) sizes.push(size);
  }
  return sizes;
}

/** The tables a chosen place occupies, for the write; an id the search did not offer is a bug. */
export function occupancyOf(places: ReadonlyMap<string, Place>, placeId: string): Omit<Place, 'id'> {
  const place = places.get(placeId);
  if (!place) throw new Error(`No place ${placeId} among the candidates`);
  return { tableIds: place.tableIds, combinationId: place.combinationId, seats: place.seats };
}
