import { formatZoned } from '@booking/shared/time/format-zoned';
import { dateOfDay, dayNumber } from '@booking/shared/time/local-date';
import { describe, expect, it } from '@rstest/core';
import { findSlots } from './find-slots';
import { type Shift, shiftsOn } from './shifts-on';

const ZONE = 'Europe/Berlin';
const d = dayNumber;

/** A shift of a rota version from `from` (until `until`), in week `week` of `cycle`. */
const rota = (weekday: number, start: number, end: number, from: string, cycle = 1, week = 0, until?: string) =>
  ({
    weekday,
    startMinute: start * 60,
    endMinute: end * 60,
    span: {
      fromDay: d(from),
      untilDay: until ? d(until) : null,
      cycleWeeks: cycle,
      cycleWeek: week,
      exceptDays: [] as number[],
    },
  }) satisfies Shift;

const worked = (shifts: Shift[], from: string, to: string) => {
  const days: string[] = [];
  for (let day = d(from); day <= d(to); day++) if (shiftsOn(shifts, day).length > 0) days.push(dateOfDay(day));
  return days;
};

describe('which shifts of a rota are worked on a day', () => {
  it('given a two-week rota, alternates the Mondays of week 0 with the Tuesdays of week 1', () => {
    const shifts = [rota(1, 9, 12, '2027-03-17', 2, 0), rota(2, 9, 12, '2027-03-17', 2, 1)];
    expect(worked(shifts, '2027-03-15', '2027-04-13')).toEqual([
      // 15 March is before the version begins; the cycle still counts from its week.
      '2027-03-23',
      '2027-03-29',
      '2027-04-06',
      '2027-04-12',
    ]);
  });

  it('given a newer version, the older one ends the day before it begins', () => {
    const shifts = [rota(1, 9, 12, '2027-01-04', 1, 0, '2027-03-29'), rota(1, 13, 17, '2027-03-29')];
    expect(shiftsOn(shifts, d('2027-03-22')).map((s) => s.startMinute)).toEqual([540]);
    expect(shiftsOn(shifts, d('2027-03-29')).map((s) => s.startMinute)).toEqual([780]);
  });

  it('given an exception for a date, its own hours replace the rota on that date only', () => {
    const regular = {
      ...rota(1, 9, 12, '2027-01-04'),
      span: { ...rota(1, 9, 12, '2027-01-04').span, exceptDays: [d('2027-03-22')] },
    };
    const exception: Shift = { weekday: 1, startMinute: 14 * 60, endMinute: 16 * 60, span: { onDay: d('2027-03-22') } };
    expect(shiftsOn([regular, exception], d('2027-03-22')).map((s) => s.startMinute)).toEqual([840]);
    expect(shiftsOn([regular, exception], d('2027-03-29')).map((s) => s.startMinute)).toEqual([540]);
  });

  it('given an exception without hours, the date is a day off', () => {
    const regular = {
      ...rota(1, 9, 12, '2027-01-04'),
      span: { ...rota(1, 9, 12, '2027-01-04').span, exceptDays: [d('2027-03-22')] },
    };
    expect(shiftsOn([regular], d('2027-03-22'))).toEqual([]);
  });

  it('keeps plain weekly shifts (opening hours) every week', () => {
    expect(worked([{ weekday: 0, startMinute: 600, endMinute: 900 }], '2027-03-22', '2027-04-04')).toEqual([
      '2027-03-28',
      '2027-04-04',
    ]);
  });
});

describe('a two-week rota across the spring change in Europe/Berlin (28 March 2027)', () => {
  // Week 0 from Monday 15 March: Sundays 21 March and 4 April; week 1: Sunday 28 March.
  const shifts = [rota(0, 10, 12, '2027-03-15', 2, 1), rota(0, 14, 15, '2027-03-15', 2, 0)];
  const slots = findSlots({
    candidates: [{ id: 'e', position: 0, shifts, busy: [] }],
    rules: {
      zone: ZONE,
      fromDay: d('2027-03-21'),
      toDay: d('2027-04-04'),
      frequencyMinutes: 60,
      durationMinutes: 60,
      earliest: 0,
      latest: Number.MAX_SAFE_INTEGER,
    },
    now: 0,
  }).map((s) => formatZoned(s.start, ZONE));

  it('offers each week its own Sunday hours, in winter time before the change and summer time after', () => {
    expect(slots).toEqual([
      '2027-03-21T14:00:00+01:00[Europe/Berlin]',
      '2027-03-28T10:00:00+02:00[Europe/Berlin]',
      '2027-03-28T11:00:00+02:00[Europe/Berlin]',
      '2027-04-04T14:00:00+02:00[Europe/Berlin]',
    ]);
  });
});
