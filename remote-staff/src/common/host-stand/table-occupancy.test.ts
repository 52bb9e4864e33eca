import type { HostStatus } from '@booking/shared/contract/host-status';
import { instantOf } from '@booking/shared/time/instant-of';
import { describe, expect, it } from '@rstest/core';
import { tableOccupancy } from './table-occupancy';

const at = (hhmm: string) => `2026-12-01T${hhmm}:00+01:00[Europe/Berlin]`;
const TABLES = [
  { id: 'a1', name: 'A1', seats: 2 },
  { id: 'b1', name: 'B1', seats: 4 },
];
const party = (id: string, table: string, from: string, to: string, status: HostStatus = 'confirmed') => ({
  id,
  tables: [{ id: table }],
  start: at(from),
  end: at(to),
  status,
});

describe('tableOccupancy', () => {
  it('lists each table with its parties by start, and who holds it now', () => {
    const parties = [party('late', 'a1', '20:00', '21:30'), party('now', 'a1', '18:00', '19:30', 'seated')];
    const [a1, b1] = tableOccupancy(TABLES, parties, instantOf(at('18:30')));
    expect(a1?.parties.map((p) => p.id)).toEqual(['now', 'late']);
    expect(a1?.current?.id).toBe('now');
    expect(b1?.parties).toEqual([]);
    expect(b1?.current).toBeNull();
  });

  it('gives a free table now, free until the next party arrives', () => {
    const [a1] = tableOccupancy(TABLES, [party('late', 'a1', '20:00', '21:30')], instantOf(at('18:30')));
    expect(a1?.freeAt).toBe(instantOf(at('18:30')));
    expect(a1?.freeUntil).toBe(instantOf(at('20:00')));
  });

  it('gives a held table free at the end of back-to-back parties, then until nobody else comes', () => {
    const parties = [party('first', 'b1', '18:00', '19:30', 'seated'), party('second', 'b1', '19:30', '21:00')];
    const [, b1] = tableOccupancy(TABLES, parties, instantOf(at('18:30')));
    expect(b1?.freeAt).toBe(instantOf(at('21:00')));
    expect(b1?.freeUntil).toBeNull();
  });

  it('frees a table when its party left early (its end moved), did not come or cancelled', () => {
    const parties = [
      party('left', 'a1', '18:00', '18:20', 'finished'),
      party('absent', 'b1', '18:00', '19:30', 'no_show'),
    ];
    const floor = tableOccupancy(TABLES, parties, instantOf(at('18:30')));
    expect(floor.map((t) => t.current)).toEqual([null, null]);
    expect(floor.map((t) => t.freeAt)).toEqual([instantOf(at('18:30')), instantOf(at('18:30'))]);
    // Still listed, for the host to see what happened at the table.
    expect(floor.map((t) => t.parties.length)).toEqual([1, 1]);
  });

  it('shows a combination’s party at each of its tables, holding both until it leaves', () => {
    const joined = { ...party('ten', 'a1', '18:00', '19:30', 'seated'), tables: [{ id: 'a1' }, { id: 'b1' }] };
    const floor = tableOccupancy(TABLES, [joined], instantOf(at('18:30')));
    expect(floor.map((t) => t.current?.id)).toEqual(['ten', 'ten']);
    expect(floor.map((t) => t.freeAt)).toEqual([instantOf(at('19:30')), instantOf(at('19:30'))]);
  });
});
