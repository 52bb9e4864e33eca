import { describe, expect, it } from '@rstest/core';
import { formatZoned } from './format-zoned';
import { leadTimeWindow } from './lead-time-window';

const day = { value: 1, type: 'days' } as const;
const threeMonths = { value: 3, type: 'months' } as const;

describe('leadTimeWindow', () => {
  it('runs from one day to three months ahead in the branch zone (SPEC defaults)', () => {
    const window = leadTimeWindow(Date.parse('2026-11-30T11:00:00Z'), day, threeMonths, 'Europe/Berlin');
    expect(window.firstDate).toBe('2026-12-01');
    expect(window.lastDate).toBe('2027-02-28');
    expect(formatZoned(window.earliest, 'Europe/Berlin')).toBe('2026-12-01T12:00:00+01:00[Europe/Berlin]');
  });

  it("counts the days in the branch's zone, not in UTC or the visitor's", () => {
    // 23:30 UTC on 23 November is already the 24th in Berlin, still the 23rd in New York.
    const now = Date.parse('2026-11-23T23:30:00Z');
    expect(leadTimeWindow(now, day, threeMonths, 'Europe/Berlin').firstDate).toBe('2026-11-25');
    expect(leadTimeWindow(now, day, threeMonths, 'America/New_York').firstDate).toBe('2026-11-24');
  });

  it('counts a one-day lead on the calendar across the October change', () => {
    const window = leadTimeWindow(Date.parse('2026-10-24T08:00:00Z'), day, threeMonths, 'Europe/Berlin');
    expect(formatZoned(window.earliest, 'Europe/Berlin')).toBe('2026-10-25T10:00:00+01:00[Europe/Berlin]');
  });

  it('counts hours as elapsed time across the March change', () => {
    const window = leadTimeWindow(
      Date.parse('2026-03-28T23:00:00Z'),
      { value: 2, type: 'hours' },
      threeMonths,
      'Europe/Berlin',
    );
    expect(formatZoned(window.earliest, 'Europe/Berlin')).toBe('2026-03-29T03:00:00+02:00[Europe/Berlin]');
  });
});
