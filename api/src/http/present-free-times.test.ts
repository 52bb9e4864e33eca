import { describe, expect, it } from '@rstest/core';
import { presentFreeTimes } from './present-free-times';

const at = (iso: string) => Date.parse(iso);
const MINUTES_30 = 30 * 60_000;
const slot = (iso: string) => ({ start: at(iso), end: at(iso) + MINUTES_30 });

describe('presentFreeTimes', () => {
  it('puts a late-evening time on its day in the branch zone, though it is the next day in UTC', () => {
    const { times } = presentFreeTimes([slot('2026-03-28T23:30:00Z')], 'Europe/Berlin');
    expect(times).toEqual([
      { start: '2026-03-29T00:30:00+01:00[Europe/Berlin]', date: '2026-03-29', local_time: '00:30' },
    ]);
  });

  it('gives both 02:30s of the autumn night, each with the start that tells them apart', () => {
    const { times } = presentFreeTimes([slot('2026-10-25T00:30:00Z'), slot('2026-10-25T01:30:00Z')], 'Europe/Berlin');
    expect(times.map((time) => [time.start, time.date, time.local_time])).toEqual([
      ['2026-10-25T02:30:00+02:00[Europe/Berlin]', '2026-10-25', '02:30'],
      ['2026-10-25T02:30:00+01:00[Europe/Berlin]', '2026-10-25', '02:30'],
    ]);
  });

  it('keeps the older slots, start and end, for pages deployed before the times', () => {
    const { slots } = presentFreeTimes([slot('2026-03-04T08:00:00Z')], 'Europe/Berlin');
    expect(slots).toEqual([
      { start: '2026-03-04T09:00:00+01:00[Europe/Berlin]', end: '2026-03-04T09:30:00+01:00[Europe/Berlin]' },
    ]);
  });
});
