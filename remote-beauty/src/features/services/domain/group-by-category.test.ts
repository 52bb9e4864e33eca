import type { Service } from '@booking/shared/contract/services';
import { describe, expect, it } from '@rstest/core';
import { groupByCategory } from './group-by-category';

const service = (id: string, category: string): Service => ({
  id,
  name: id,
  category,
  description: null,
  duration_minutes: 30,
  price: { amount_minor: 1000, currency: 'EUR' },
});

describe('groupByCategory', () => {
  it('keeps categories in the order of their first service and services in list order', () => {
    const groups = groupByCategory([service('a', 'Hair'), service('b', 'Nails'), service('c', 'Hair')]);
    expect(groups.map((g) => [g.name, g.services.map((s) => s.id)])).toEqual([
      ['Hair', ['a', 'c']],
      ['Nails', ['b']],
    ]);
  });

  it('gives no groups for no services', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});
