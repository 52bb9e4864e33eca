import { formatZoned } from '@booking/shared/time/format-zoned';
import { dayNumber } from '@booking/shared/time/local-date';
import { describe, expect, it } from '@rstest/core';
import { findSlots } from './find-slots';
import type { Shift } from './free-starts';

const ZONE = 'Europe/Berlin';
const everyDay = (start: number, end: number): Shift[] =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: start * 60, endMinute: end * 60 }));

function week(from: string, to: string, shifts: Shift[], durationMinutes = 60, frequencyMinutes = 60) {
  const rules = {
    zone: ZONE,
    fromDay: dayNumber(from),
    toDay: dayNumber(to),
    frequencyMinutes,
    durationMinutes,
    earliest: 0,
    latest: Number.MAX_SAFE_INTEGER,
  };
  return findSlots({ candidates: [{ id: 'e', position: 0, shifts, busy: [] }], rules, now: 0 }).map((s) => ({
    start: formatZoned(s.start, ZONE),
    minutes: (s.end - s.start) / 60_000,
  }));
}

describe('the week of the spring change in Europe/Berlin (29 March 2026)', () => {
  const slots = week('2026-03-23', '2026-03-29', everyDay(9, 11));

  it('offers 09:00 and 10:00 every day, in winter time until Saturday and summer time on Sunday', () => {
    expect(slots.map((s) => s.start)).toEqual([
      ...['23', '24', '25', '26', '27', '28'].flatMap((d) => [
        `2026-03-${d}T09:00:00+01:00[Europe/Berlin]`,
        `2026-03-${d}T10:00:00+01:00[Europe/Berlin]`,
      ]),
      '2026-03-29T09:00:00+02:00[Europe/Berlin]',
      '2026-03-29T10:00:00+02:00[Europe/Berlin]',
    ]);
  });

  it('on the night of the change a shift from 01:00 to 04:00 lasts two hours and skips the missing hour', () => {
    const night = week('2026-03-29', '2026-03-29', everyDay(1, 4), 30, 30);
    expect(night.map((s) => s.start.slice(11, 25))).toEqual([
      '01:00:00+01:00',
      '01:30:00+01:00',
      '03:00:00+02:00',
      '03:30:00+02:00',
    ]);
    expect(night.every((s) => s.minutes === 30)).toBe(true);
  });
});

describe('the week of the autumn change in Europe/Berlin (25 October 2026)', () => {
  it('offers 09:00 every day, in summer time until Saturday and winter time on Sunday', () => {
    const slots = week('2026-10-19', '2026-10-25', everyDay(9, 10));
    expect(slots.map((s) => s.start.slice(0, 25))).toEqual([
      '2026-10-19T09:00:00+02:00',
      '2026-10-20T09:00:00+02:00',
      '2026-10-21T09:00:00+02:00',
      '2026-10-22T09:00:00+02:00',
      '2026-10-23T09:00:00+02:00',
      '2026-10-24T09:00:00+02:00',
      '2026-10-25T09:00:00+01:00',
    ]);
  });

  it('on the night of the change a shift from 01:00 to 04:00 lasts four hours and offers 02:00 twice', () => {
    const night = week('2026-10-25', '2026-10-25', everyDay(1, 4));
    expect(night.map((s) => s.start.slice(11, 25))).toEqual([
      '01:00:00+02:00',
      '02:00:00+02:00',
      '02:00:00+01:00',
      '03:00:00+01:00',
    ]);
  });
});
