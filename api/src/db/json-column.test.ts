import { describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { jsonColumn, jsonColumnOrNull } from './json-column';

const tablesSchema = z.array(z.object({ id: z.string(), name: z.string() }));

describe('jsonColumn', () => {
  it('reads a column the driver parsed and one it left as text alike', () => {
    const tables = [{ id: 't-1', name: 'Window' }];
    expect(jsonColumn(tablesSchema, tables)).toEqual(tables);
    expect(jsonColumn(tablesSchema, JSON.stringify(tables))).toEqual(tables);
  });

  it('refuses a value of another shape, parsed or as text', () => {
    expect(() => jsonColumn(tablesSchema, [{ id: 't-1' }])).toThrow();
    expect(() => jsonColumn(tablesSchema, '[{"id":"t-1"}]')).toThrow();
  });
});

describe('jsonColumnOrNull', () => {
  it('gives null for text that is no JSON and for a value of another shape', () => {
    expect(jsonColumnOrNull(tablesSchema, '[{"id":')).toBeNull();
    expect(jsonColumnOrNull(tablesSchema, [{ id: 't-1' }])).toBeNull();
    expect(jsonColumnOrNull(tablesSchema, '[{"id":"t-1","name":"Window"}]')).toEqual([{ id: 't-1', name: 'Window' }]);
  });
});
