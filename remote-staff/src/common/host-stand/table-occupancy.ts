import type { HostStatus } from '@booking/shared/contract/host-status';
import { holdsTable } from '@booking/shared/reservations/host-transitions';
import { instantOf } from '@booking/shared/time/instant-of';

export interface FloorTable {
  id: string;
  name: string;
  seats: number;
}

/** What the floor needs of a reservation: when, which tables (a combination's several), and whether it still holds them. */
export interface PlacedParty {
  id: string;
  start: string;
  end: string;
  status: HostStatus;
  tables: readonly { id: string }[];
}

/** Whether a party sits at the table, alone there or as part of a combination. */
export const sitsAt = (party: PlacedParty, tableId: string) => party.tables.some((table) => table.id === tableId);

export interface TableDay<Party extends PlacedParty> {
  table: FloorTable;
  /** Every party of the day at this table, by start, ended ones included (struck through on screen). */
  parties: Party[];
  /** The party holding the table at `now`, if any. */
  current: Party | null;
  /**
   * When the table is next free for a walk-in: `now` when it is free now, else the end of the
   * run of back-to-back parties that hold it (epoch ms).
   */
  freeAt: number;
  /** Until when it stays free from `freeAt`: the next party's start, or null (nobody else that day). */
  freeUntil: number | null;
}

const startOf = (party: PlacedParty) => instantOf(party.start);
const endOf = (party: PlacedParty) => instantOf(party.end);

/**
 * Who sits where and when: each table (in the order given, the merchant's) with its parties of
 * the day (a combination's party at each of its tables), who holds it now, and its next free time. A party that did not come or cancelled
 * gives its table back at once; one that finished holds it until it left (the API moves its end).
 */
export function tableOccupancy<Party extends PlacedParty>(
  tables: readonly FloorTable[],
  parties: readonly Party[],
  now: number,
): TableDay<Party>[] {
  return tables.map((table) => {
    const own = parties.filter((party) => sitsAt(party, table.id)).sort((a, b) => startOf(a) - startOf(b));
    const holding = own.filter((party) => holdsTable(party.status));
    const current = holding.find((party) => startOf(party) <= now && now < endOf(party)) ?? null;
    let freeAt = now;
    for (const party of holding) {
      if (startOf(party) <= freeAt && freeAt < endOf(party)) freeAt = endOf(party);
    }
    const next = holding.find((party) => startOf(party) >= freeAt);
    return { table, parties: own, current, freeAt, freeUntil: next ? startOf(next) : null };
  });
}
