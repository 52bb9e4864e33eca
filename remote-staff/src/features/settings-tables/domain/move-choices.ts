import type { TableSettings } from '@booking/shared/contract/table-settings';

export interface MoveChoice {
  id: string;
  kind: 'table' | 'combination';
  name: string;
  min_seats: number;
  max_seats: number;
}

/**
 * Where a reservation in the way of a change may go instead: the tables in service and the
 * combinations that seat its party, in the owner's order, without the place being changed
 * (the API checks the time is free, and says so when it is not).
 */
export function moveChoices(floor: TableSettings, partySize: number, changing: string): MoveChoice[] {
  const seats = (p: { min_seats: number; max_seats: number }) => p.max_seats >= partySize;
  const tables = floor.tables
    .filter((t) => !t.retired && t.id !== changing && seats(t))
    .map((t) => ({ id: t.id, kind: 'table' as const, name: t.name, min_seats: t.min_seats, max_seats: t.max_seats }));
  const combinations = floor.combinations
    .filter((c) => c.id !== changing && !c.table_ids.includes(changing) && seats(c))
    .map((c) => ({
      id: c.id,
      kind: 'combination' as const,
      name: c.name,
      min_seats: c.min_seats,
      max_seats: c.max_seats,
    }));
  return [...tables, ...combinations];
}
