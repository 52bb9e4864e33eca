import { formatZoned } from '@booking/shared/time/format-zoned';
import { describe, expect, it } from '@rstest/core';
import { dayRange, weekDates, weekRange } from './calendar-range';

const BERLIN = 'Europe/Berlin';
const HOUR = 3_600_000;
const show = (instant: number) => formatZoned(instant, BERLIN);

describe('the day in the branch zone', () => {
  it('is 23 hours long on the March change and 25 on the October change', () => {
    const march = dayRange('2026-03-29', BERLIN);
    expect(show(march.start)).toBe('2026-03-29T00:00:00+01:00[Europe/Berlin]');
    expect(show(march.end)).toBe('2026-03-30T00:00:00+02:00[Europe/Berlin]');
    expect((march.end - march.start) / HOUR).toBe(23);
    const october = dayRange('2026-10-25', BERLIN);
    expect((october.end - october.start) / HOUR).toBe(25);
  });

  it('is 24 hours on an ordinary day', () => {
    const day = dayRange('2026-11-24', BERLIN);
    expect((day.end - day.start) / HOUR).toBe(24);
  });
});

describe('the week in the branch zone', () => {
  it('runs Monday to Sunday around any of its days', () => {
    expect(weekDates('2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(weekDates('2026-11-29')[0]).toBe('2026-11-23');
    expect(weekDates('2026-11-30')[0]).toBe('2026-11-30');
  });

  it('is 167 hours long over the March change and 169 over the October change', () => {
    const march = weekRange('2026-03-25', BERLIN);
    expect(show(march.start)).toBe('2026-03-23T00:00:00+01:00[Europe/Berlin]');
    expect(show(march.end)).toBe('2026-03-30T00:00:00+02:00[Europe/Berlin]');
    expect((march.end - march.start) / HOUR).toBe(167);
    const october = weekRange('2026-10-25', BERLIN);
    expect((october.end - october.start) / HOUR).toBe(169);
  });

  it('crosses a month and a year end', () => {
    expect(weekDates('2027-01-01')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });
});
