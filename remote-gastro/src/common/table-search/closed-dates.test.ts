import { describe, expect, it } from '@rstest/core';
import { closedDates, firstOpenDate } from './closed-dates';

describe('closedDates', () => {
  it('lists the closed days and every date of a closed weekday, in order', () => {
    // Monday 2 to Monday 9 March 2026; closed on Mondays (1) and on Wednesday 4 March.
    const closed = closedDates('2026-03-02', '2026-03-09', { dates: ['2026-03-04'], weekdays: [1] });
    expect(closed).toEqual(['2026-03-02', '2026-03-04', '2026-03-09']);
  });

  it('leaves out closed days outside the window', () => {
    expect(closedDates('2026-03-02', '2026-03-03', { dates: ['2026-03-04'] })).toEqual([]);
  });
});

describe('firstOpenDate', () => {
  it('skips closed dates, and is null when none is left', () => {
    const closed = ['2026-03-02', '2026-03-03'];
    expect(firstOpenDate('2026-03-02', '2026-03-09', closed)).toBe('2026-03-04');
    expect(firstOpenDate('2026-03-02', '2026-03-03', closed)).toBeNull();
  });
});
