import { describe, expect, it } from '@rstest/core';
import { tablesByArea } from './tables-by-area';

const AREAS = [
  { id: 'terrace', name: 'Terrasse' },
  { id: 'inside', name: 'Gastraum' },
  { id: 'bar', name: 'Bar' },
];
const table = (name: string, area_id: string | null) => ({ id: name, name, area_id });

describe('tablesByArea', () => {
  it('groups the tables by area in the owner’s order, keeping the tables’ order inside each', () => {
    const groups = tablesByArea(AREAS, [table('B1', 'inside'), table('A1', 'terrace'), table('B2', 'inside')]);
    expect(groups.map((g) => [g.area?.name, g.tables.map((t) => t.name)])).toEqual([
      ['Terrasse', ['A1']],
      ['Gastraum', ['B1', 'B2']],
    ]);
  });

  it('lists the tables in no area (or an unknown one) last, and leaves out empty areas', () => {
    const groups = tablesByArea(AREAS, [table('X', null), table('B1', 'inside'), table('Y', 'gone')]);
    expect(groups.map((g) => [g.area?.id ?? null, g.tables.map((t) => t.name)])).toEqual([
      ['inside', ['B1']],
      [null, ['X', 'Y']],
    ]);
  });

  it('gives one group without an area when the restaurant has no areas', () => {
    expect(tablesByArea([], [table('T1', null)])).toEqual([{ area: null, tables: [table('T1', null)] }]);
    expect(tablesByArea(AREAS, [])).toEqual([]);
  });
});
