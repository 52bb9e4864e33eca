import { describe, expect, it } from '@rstest/core';
import { slotsByDay as byDayOf, dayToShow, fullyBookedDays, nextDayWithSlots, windowChunks } from './slot-days';

// The API's free times: each start with its day in the branch's zone (the first ten characters).
const slotsByDay = (starts: string[]) => byDayOf(starts.map((start) => ({ start, date: start.slice(0, 10) })));

// Berlin's DST days of 2026: 29 March (02:00 -> 03:00) and 25 October (03:00 -> 02:00).
const spring = [
  '2026-03-28T23:30:00+01:00[Europe/Berlin]',
  '2026-03-29T01:30:00+01:00[Europe/Berlin]',
  '2026-03-29T03:30:00+02:00[Europe/Berlin]',
  '2026-03-29T11:45:00+02:00[Europe/Berlin]',
  '2026-03-29T12:00:00+02:00[Europe/Berlin]',
  '2026-03-29T17:00:00+02:00[Europe/Berlin]',
];
const autumn = [
  '2026-10-25T02:30:00+02:00[Europe/Berlin]',
  '2026-10-25T02:30:00+01:00[Europe/Berlin]',
  '2026-10-25T23:30:00+01:00[Europe/Berlin]',
];

describe('slots by day in the branch zone', () => {
  it('puts a late-evening slot on its Berlin day, though it is the next day in UTC', () => {
    const byDay = slotsByDay(['2026-03-28T23:30:00+01:00[Europe/Berlin]', '2026-06-01T00:30:00+02:00[Europe/Berlin]']);
    expect([...byDay.keys()]).toEqual(['2026-03-28', '2026-06-01']);
  });

  it('keeps the spring-forward day whole, on its Berlin date', () => {
    expect(slotsByDay(spring).get('2026-03-29')).toEqual(spring.slice(1));
  });

  it('keeps both 02:30s of the autumn day, in order', () => {
    expect(slotsByDay(autumn).get('2026-10-25')).toEqual(autumn);
  });
});

describe('days of the picker', () => {
  const byDay = slotsByDay(spring);

  it('marks every day of the window without a free time as fully booked', () => {
    expect(fullyBookedDays(byDay, '2026-03-27', '2026-03-31')).toEqual(['2026-03-27', '2026-03-30', '2026-03-31']);
  });

  it('offers the next day with free times from an empty day, or none', () => {
    expect(nextDayWithSlots(byDay, '2026-03-27')).toBe('2026-03-28');
    expect(nextDayWithSlots(byDay, '2026-03-29')).toBeNull();
  });

  it('opens on the chosen day inside the window, else on the first day with a free time', () => {
    expect(dayToShow(byDay, '2026-03-30', '2026-03-27', '2026-04-30')).toBe('2026-03-30');
    expect(dayToShow(byDay, '2026-03-01', '2026-03-27', '2026-04-30')).toBe('2026-03-28');
    expect(dayToShow(slotsByDay([]), null, '2026-03-27', '2026-04-30')).toBe('2026-03-27');
  });

  it('splits a three-month window into calls of at most 31 days', () => {
    expect(windowChunks('2026-01-30', '2026-04-30', 31)).toEqual([
      { from: '2026-01-30', to: '2026-03-01' },
      { from: '2026-03-02', to: '2026-04-01' },
      { from: '2026-04-02', to: '2026-04-30' },
    ]);
  });
});
