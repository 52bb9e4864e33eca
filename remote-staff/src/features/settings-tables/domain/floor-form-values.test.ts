import { describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import {
  combinationFormSchema,
  combinationFormValuesOf,
  combinationRequestOf,
  memberKey,
  tableFormSchema,
  tableFormValuesOf,
  tableRequestOf,
} from './floor-form-values';

describe('table form values', () => {
  it('sends a table without an area as area null, and its seats as numbers', () => {
    const values = { ...tableFormValuesOf(null, null), name: ' 12 ', min_seats: '2', max_seats: '4' };
    const parsed = z.parse(tableFormSchema, values);
    expect(tableRequestOf(parsed)).toEqual({ name: '12', area_id: null, min_seats: 2, max_seats: 4, use: 'online' });
  });

  it('refuses seats from above seats to, at seats from', () => {
    const result = z.safeParse(tableFormSchema, {
      ...tableFormValuesOf(null, 'a1'),
      name: 'T1',
      min_seats: '6',
      max_seats: '4',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['min_seats', 'too_big']]);
  });
});

describe('combination form values', () => {
  it('sends the chosen tables in the floor order', () => {
    const values = combinationFormValuesOf(null, ['t1', 't2', 't3']);
    values.name = 'Terrace long';
    values.tables = { ...values.tables, [memberKey('t3')]: true, [memberKey('t1')]: true };
    expect(combinationRequestOf(z.parse(combinationFormSchema, values)).table_ids).toEqual(['t1', 't3']);
  });

  it('refuses a combination of fewer than two tables', () => {
    const values = { ...combinationFormValuesOf(null, ['t1', 't2']), name: 'One' };
    values.tables = { [memberKey('t1')]: true, [memberKey('t2')]: false };
    expect(z.safeParse(combinationFormSchema, values).success).toBe(false);
  });
});
