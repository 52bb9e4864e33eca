import { describe, expect, it } from '@rstest/core';
import { bookingWindow } from './booking-window';

const day = { value: 1, type: 'days' } as const;
const threeMonths = { value: 3, type: 'months' } as const;

describe('bookingWindow', () => {
  it('runs from tomorrow to three months ahead with the spec defaults', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(bookingWindow(now, day, threeMonths, 'Europe/Berlin')).toEqual({ first: '2026-11-24', last: '2027-02-23' });
  });

  it("counts days in the branch's zone, not the visitor's", () => {
    // 23:30 UTC is already the next day in Berlin.
    const now = new Date('2026-11-23T23:30:00Z');
    expect(bookingWindow(now, day, threeMonths, 'Europe/Berlin').first).toBe('2026-11-25');
    expect(bookingWindow(now, day, threeMonths, 'America/New_York').first).toBe('2026-11-24');
  });

  it('ends on the last day of February when three months from 30 November, as the API counts', () => {
    const now = new Date('2026-11-30T10:00:00Z');
    expect(bookingWindow(now, day, threeMonths, 'Europe/Berlin').last).toBe('2027-02-28');
  });
});
