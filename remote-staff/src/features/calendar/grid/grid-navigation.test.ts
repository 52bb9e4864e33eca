import { describe, expect, it } from '@rstest/core';
import { nextStop, orderStops, type Stop } from './grid-navigation';

const slot = (column: string, offset: number): Stop => ({ key: `${column}-slot-${offset}`, offset, kind: 'slot' });
const item = (key: string, offset: number): Stop => ({ key, offset, kind: 'item' });

const columns = [
  orderStops([slot('a', 0), slot('a', 15), slot('a', 30), item('anna-1', 15)]),
  orderStops([slot('b', 0), slot('b', 15), slot('b', 30), item('ben-1', 30)]),
];

describe('nextStop', () => {
  it('puts an item before the slot it starts at', () => {
    expect(columns[0]?.map((s) => s.key)).toEqual(['a-slot-0', 'anna-1', 'a-slot-15', 'a-slot-30']);
  });

  it('moves down and up through a column and stays at its edges', () => {
    expect(nextStop(columns, 'a-slot-0', 'ArrowDown')).toBe('anna-1');
    expect(nextStop(columns, 'anna-1', 'ArrowDown')).toBe('a-slot-15');
    expect(nextStop(columns, 'anna-1', 'ArrowUp')).toBe('a-slot-0');
    expect(nextStop(columns, 'a-slot-0', 'ArrowUp')).toBeNull();
    expect(nextStop(columns, 'a-slot-30', 'ArrowDown')).toBeNull();
  });

  it('moves across to the nearest stop in time, an item winning a tie', () => {
    expect(nextStop(columns, 'a-slot-30', 'ArrowRight')).toBe('ben-1');
    expect(nextStop(columns, 'anna-1', 'ArrowRight')).toBe('b-slot-15');
    expect(nextStop(columns, 'b-slot-15', 'ArrowLeft')).toBe('anna-1');
    expect(nextStop(columns, 'b-slot-0', 'ArrowRight')).toBeNull();
  });

  it('goes to the first and last stop of the column with Home and End', () => {
    expect(nextStop(columns, 'a-slot-15', 'Home')).toBe('a-slot-0');
    expect(nextStop(columns, 'a-slot-0', 'End')).toBe('a-slot-30');
  });

  it('starts at the first stop when the focused one is gone (the data changed)', () => {
    expect(nextStop(columns, 'removed', 'ArrowDown')).toBe('a-slot-0');
  });
});
