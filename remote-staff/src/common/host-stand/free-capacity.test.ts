import type { HostStatus } from '@booking/shared/contract/host-status';
import { describe, expect, it } from '@rstest/core';
import { freeCapacity } from './free-capacity';

const at = (hhmm: string) => `2026-12-01T${hhmm}:00+01:00[Europe/Berlin]`;
const PERIODS = [
  { name: 'lunch', start: at('12:00'), end: at('15:00') },
  { name: 'dinner', start: at('17:30'), end: at('23:00') },
] as const;
const TABLES = [
  { id: 'a1', name: 'A1', seats: 2 },
  { id: 'a2', name: 'A2', seats: 2 },
  { id: 'b1', name: 'B1', seats: 4 },
];
const party = (table: string, from: string, to: string, status: HostStatus = 'confirmed') => ({
  id: `${table}-${from}`,
  tables: [{ id: table }],
  start: at(from),
  end: at(to),
  party_size: 2,
  status,
});

describe('freeCapacity', () => {
  it('counts the seats held at the busiest moment of each service, not the sum of its turns', () => {
    // a1 twice in a row and b1 overlapping the second: at 19:30 a1 and b1 are held (6 seats).
    const parties = [party('a1', '18:00', '19:30'), party('a1', '19:30', '21:00'), party('b1', '19:00', '20:30')];
    const [lunch, dinner] = freeCapacity(PERIODS, TABLES, parties);
    expect(lunch).toEqual({
      name: 'lunch',
      start: at('12:00'),
      seats: 8,
      seatsTakenAtPeak: 0,
      tablesFree: 3,
      tables: 3,
    });
    expect(dinner).toEqual({
      name: 'dinner',
      start: at('17:30'),
      seats: 8,
      seatsTakenAtPeak: 6,
      tablesFree: 1,
      tables: 3,
    });
  });

  it('gives back the seats of a cancelled party or a no-show', () => {
    const parties = [party('b1', '12:00', '13:30', 'cancelled'), party('a2', '12:00', '13:30', 'no_show')];
    expect(freeCapacity(PERIODS, TABLES, parties)[0]).toMatchObject({ seatsTakenAtPeak: 0, tablesFree: 3 });
  });

  it('has no services on a day the restaurant is closed', () => {
    expect(freeCapacity([], TABLES, [])).toEqual([]);
  });
});
