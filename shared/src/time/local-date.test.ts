import { describe, expect, it } from '@rstest/core';
import { datesFrom, dayNumber, isLocalDate, mondayOf, shiftDate } from './local-date';

describe('local dates', () => {
  it('move by whole days across a month and a year end', () => {
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDate('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('list a range with both ends, and nothing when it runs backwards', () => {
    expect(datesFrom('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(datesFrom('2026-12-02', '2026-12-02')).toEqual(['2026-12-02']);
    expect(datesFrom('2026-12-03', '2026-12-02')).toEqual([]);
  });

  it('find the Monday of the week, a Sunday being its last day', () => {
    expect(mondayOf(dayNumber('2026-11-29'))).toBe(dayNumber('2026-11-23'));
    expect(mondayOf(dayNumber('2026-11-30'))).toBe(dayNumber('2026-11-30'));
    expect(mondayOf(dayNumber('2027-01-01'))).toBe(dayNumber('2026-12-28'));
  });

  it('are real days of the calendar only', () => {
    expect(isLocalDate('2026-02-28')).toBe(true);
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2026-02-30')).toBe(false);
    expect(isLocalDate('2026-2-3')).toBe(false);
    expect(isLocalDate('today')).toBe(false);
    expect(isLocalDate(undefined)).toBe(false);
  });
});
