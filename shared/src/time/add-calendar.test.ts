import { describe, expect, it } from '@rstest/core';
import { addDays, addMonths, startOfDay } from './add-calendar';
import { formatZoned } from './format-zoned';
import { dayNumber } from './local-date';
import { zonedInstant } from './zoned-instant';

const BERLIN = 'Europe/Berlin';
const berlin = (date: string, hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return zonedInstant(BERLIN, dayNumber(date), h * 60 + m);
};
const show = (instant: number) => formatZoned(instant, BERLIN);
const HOUR = 3_600_000;

describe('addDays in a zone', () => {
  it('keeps the wall time over the March change: the day is 23 hours long', () => {
    const saturday = berlin('2026-03-28', '10:00');
    const sunday = addDays(saturday, 1, BERLIN);
    expect(show(sunday)).toBe('2026-03-29T10:00:00+02:00[Europe/Berlin]');
    expect((sunday - saturday) / HOUR).toBe(23);
  });

  it('keeps the wall time over the October change: the day is 25 hours long', () => {
    const saturday = berlin('2026-10-24', '10:00');
    const sunday = addDays(saturday, 1, BERLIN);
    expect(show(sunday)).toBe('2026-10-25T10:00:00+01:00[Europe/Berlin]');
    expect((sunday - saturday) / HOUR).toBe(25);
  });

  it('goes back across a month end', () => {
    expect(show(addDays(berlin('2026-03-01', '09:30'), -1, BERLIN))).toBe('2026-02-28T09:30:00+01:00[Europe/Berlin]');
  });
});

describe('addMonths in a zone', () => {
  it('gives 28 February for 30 November + 3 months, not 2 March', () => {
    expect(show(addMonths(berlin('2026-11-30', '12:00'), 3, BERLIN))).toBe('2027-02-28T12:00:00+01:00[Europe/Berlin]');
  });

  it('gives 29 February in a leap year and 30 April for 31 January + 3 months', () => {
    expect(show(addMonths(berlin('2027-11-30', '12:00'), 3, BERLIN))).toBe('2028-02-29T12:00:00+01:00[Europe/Berlin]');
    expect(show(addMonths(berlin('2026-01-31', '08:00'), 3, BERLIN))).toBe('2026-04-30T08:00:00+02:00[Europe/Berlin]');
  });

  it('counts the month in the zone, not in UTC', () => {
    // 00:30 on 1 January in Berlin is 23:30 on 31 December UTC: counted in UTC it would be 31 January.
    const newYear = berlin('2027-01-01', '00:30');
    expect(show(addMonths(newYear, 1, BERLIN))).toBe('2027-02-01T00:30:00+01:00[Europe/Berlin]');
  });

  it('lands on summer time when the months cross the March change', () => {
    expect(show(addMonths(berlin('2026-01-29', '02:30'), 2, BERLIN))).toBe('2026-03-29T03:30:00+02:00[Europe/Berlin]');
  });
});

describe('startOfDay in a zone', () => {
  it('is local midnight on the March and October change days', () => {
    expect(show(startOfDay(berlin('2026-03-29', '15:00'), BERLIN))).toBe('2026-03-29T00:00:00+01:00[Europe/Berlin]');
    expect(show(startOfDay(berlin('2026-10-25', '15:00'), BERLIN))).toBe('2026-10-25T00:00:00+02:00[Europe/Berlin]');
  });

  it('makes the change days 23 and 25 hours long', () => {
    const march = startOfDay(berlin('2026-03-30', '01:00'), BERLIN) - startOfDay(berlin('2026-03-29', '01:00'), BERLIN);
    const october =
      startOfDay(berlin('2026-10-26', '01:00'), BERLIN) - startOfDay(berlin('2026-10-25', '01:00'), BERLIN);
    expect(march / HOUR).toBe(23);
    expect(october / HOUR).toBe(25);
  });
});
