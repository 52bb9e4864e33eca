import { describe, expect, it } from '@rstest/core';
import { tableChoiceGroups } from './table-choice-groups';

const AREAS = [
  { id: 'terrace', name: 'Terrace' },
  { id: 'inside', name: 'Inside' },
];
const table = (name: string, area_id: string | null) => ({ id: name, name, seats: 4, area_id });
const COMBINATION = { id: 'c1', name: 'B1 + B2', max_seats: 8 };
const shape = (groups: ReturnType<typeof tableChoiceGroups>) =>
  groups.map((g) => [g.kind === 'area' ? g.name : g.kind, g.choices.map((c) => c.id)]);

describe('tableChoiceGroups', () => {
  it('groups the tables by area in the owner’s order, then the tables in no area, then the combinations', () => {
    const tables = [table('B1', 'inside'), table('X', null), table('A1', 'terrace'), table('B2', 'inside')];
    expect(shape(tableChoiceGroups(AREAS, tables, [COMBINATION]))).toEqual([
      ['Terrace', ['A1']],
      ['Inside', ['B1', 'B2']],
      ['other', ['X']],
      ['combinations', ['c1']],
    ]);
  });

  it('leaves out an area with no table to choose (none free for a walk-in, say)', () => {
    expect(shape(tableChoiceGroups(AREAS, [table('B1', 'inside')], []))).toEqual([['Inside', ['B1']]]);
  });

  it('lists the tables of a restaurant without areas as one group beside the combinations, or alone', () => {
    const tables = [table('T1', null), table('T2', null)];
    expect(shape(tableChoiceGroups([], tables, [COMBINATION]))).toEqual([
      ['tables', ['T1', 'T2']],
      ['combinations', ['c1']],
    ]);
    expect(shape(tableChoiceGroups([], tables, []))).toEqual([['ungrouped', ['T1', 'T2']]]);
  });
});
