import type { TableSettings } from '@booking/shared/contract/table-settings';
import { describe, expect, it } from '@rstest/core';
import { moveChoices } from './move-choices';

const table = (id: string, max: number, extra: { retired?: boolean } = {}) => ({
  id,
  name: id.toUpperCase(),
  area_id: null,
  min_seats: 1,
  max_seats: max,
  use: 'online' as const,
  position: 0,
  retired: extra.retired ?? false,
});

const floor: TableSettings = {
  areas: [],
  tables: [table('t1', 2), table('t2', 4), table('t3', 4), table('t9', 6, { retired: true })],
  combinations: [{ id: 'c1', name: 'T2 + T3', table_ids: ['t2', 't3'], min_seats: 5, max_seats: 8, position: 0 }],
};

describe('moveChoices', () => {
  it('offers the tables in service and the combinations that seat the party, not the one being changed', () => {
    expect(moveChoices(floor, 3, 't3').map((c) => c.id)).toEqual(['t2']);
  });

  it('never offers a retired table, and offers a combination for a party no table seats', () => {
    expect(moveChoices(floor, 7, 't1').map((c) => [c.id, c.kind])).toEqual([['c1', 'combination']]);
  });

  it('offers the other tables when a combination itself is changed', () => {
    expect(moveChoices(floor, 2, 'c1').map((c) => c.id)).toEqual(['t1', 't2', 't3']);
  });
});
