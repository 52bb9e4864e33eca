import { describe, expect, it } from '@rstest/core';
import { followingDates, nearestFreeTimes } from './nearest-free-times';

const at = (date: string, time: string) => `${date}T${time}:00+01:00[Europe/Berlin]`;

describe('nearest free times', () => {
  it('offers the first times of the nearest days that have any, skipping full ones', () => {
    const days = [
      { date: '2026-12-03', slots: [at('2026-12-03', '12:00')] },
      { date: '2026-12-02', slots: [] },
      { date: '2026-12-04', slots: ['12:00', '12:15', '12:30', '12:45'].map((t) => at('2026-12-04', t)) },
    ];
    expect(nearestFreeTimes(days, 3)).toEqual([
      { date: '2026-12-03', slots: [at('2026-12-03', '12:00')] },
      { date: '2026-12-04', slots: ['12:00', '12:15', '12:30'].map((t) => at('2026-12-04', t)) },
    ]);
  });

  it('lists the following dates across a month end and stops at the last bookable day', () => {
    expect(followingDates('2026-11-29', 4, '2026-12-31')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
    expect(followingDates('2026-12-30', 4, '2026-12-31')).toEqual(['2026-12-31']);
  });
});
