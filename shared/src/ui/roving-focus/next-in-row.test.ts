import { describe, expect, it } from '@rstest/core';
import { nextInRow } from './next-in-row';

const row = ['mon', 'tue', 'wed'];

describe('nextInRow', () => {
  it('moves forward with Right and Down, back with Left and Up, wrapping at the ends', () => {
    expect(nextInRow(row, 'mon', 'ArrowRight')).toBe('tue');
    expect(nextInRow(row, 'tue', 'ArrowDown')).toBe('wed');
    expect(nextInRow(row, 'wed', 'ArrowRight')).toBe('mon');
    expect(nextInRow(row, 'mon', 'ArrowLeft')).toBe('wed');
    expect(nextInRow(row, 'wed', 'ArrowUp')).toBe('tue');
  });

  it('goes to the first with Home and the last with End', () => {
    expect(nextInRow(row, 'tue', 'Home')).toBe('mon');
    expect(nextInRow(row, 'tue', 'End')).toBe('wed');
  });

  it('leaves any other key, and an item not in the row, alone', () => {
    expect(nextInRow(row, 'tue', 'Tab')).toBeNull();
    expect(nextInRow(row, 'tue', ' ')).toBeNull();
    expect(nextInRow(row, 'sun', 'ArrowRight')).toBeNull();
  });
});
