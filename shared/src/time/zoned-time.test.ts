import { describe, expect, it } from '@rstest/core';
import { addLeadTime } from './add-lead-time';
import { formatZoned } from './format-zoned';
import { dateOfDay, dayNumber, weekdayOf } from './local-date';
import { localDayOf, localMinuteOf, zonedInstant } from './zoned-instant';

const BERLIN = 'Europe/Berlin';
const at = (iso: string) => Date.parse(iso);
const berlin = (date: string, hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return formatZoned(zonedInstant(BERLIN, dayNumber(date), h * 60 + m), BERLIN);
};

describe('local dates', () => {
  it('round-trips a date through its day number and knows its weekday', () => {
    expect(dateOfDay(dayNumber('2026-03-29'))).toBe('2026-03-29');
    expect(weekdayOf(dayNumber('2026-03-29'))).toBe(0);
    expect(weekdayOf(dayNumber('2026-03-30'))).toBe(1);
  });
});

describe('formatZoned', () => {
  it('writes the offset and the zone name of every instant', () => {
    expect(formatZoned(at('2026-03-29T00:59:59Z'), BERLIN)).toBe('2026-03-29T01:59:59+01:00[Europe/Berlin]');
    expect(formatZoned(at('2026-03-29T01:00:00Z'), BERLIN)).toBe('2026-03-29T03:00:00+02:00[Europe/Berlin]');
    expect(formatZoned(at('2026-03-08T12:00:00Z'), 'America/New_York')).toBe(
      '2026-03-08T08:00:00-04:00[America/New_York]',
    );
    expect(formatZoned(at('2026-01-01T00:00:00Z'), 'Asia/Kolkata')).toBe('2026-01-01T05:30:00+05:30[Asia/Kolkata]');
  });

  it('tells the two 02:30 of the autumn night apart by their offsets', () => {
    expect(formatZoned(at('2026-10-25T00:30:00Z'), BERLIN)).toBe('2026-10-25T02:30:00+02:00[Europe/Berlin]');
    expect(formatZoned(at('2026-10-25T01:30:00Z'), BERLIN)).toBe('2026-10-25T02:30:00+01:00[Europe/Berlin]');
  });
});

describe('zonedInstant', () => {
  it('gives the instant of a wall time on either side of a change', () => {
    expect(berlin('2026-03-28', '09:00')).toBe('2026-03-28T09:00:00+01:00[Europe/Berlin]');
    expect(berlin('2026-03-30', '09:00')).toBe('2026-03-30T09:00:00+02:00[Europe/Berlin]');
  });

  it('moves a wall time that does not exist (spring) forward by the gap', () => {
    expect(berlin('2026-03-29', '02:30')).toBe('2026-03-29T03:30:00+02:00[Europe/Berlin]');
  });

  it('takes the earlier of a wall time that occurs twice (autumn)', () => {
    expect(berlin('2026-10-25', '02:30')).toBe('2026-10-25T02:30:00+02:00[Europe/Berlin]');
  });

  it('reads 24:00 as the next midnight', () => {
    expect(berlin('2026-03-28', '24:00')).toBe('2026-03-29T00:00:00+01:00[Europe/Berlin]');
  });

  it('finds the local day and minute of an instant', () => {
    const instant = at('2026-10-24T22:30:00Z');
    expect(dateOfDay(localDayOf(BERLIN, instant))).toBe('2026-10-25');
    expect(localMinuteOf(BERLIN, instant)).toBe(30);
  });
});

describe('addLeadTime', () => {
  const noon = zonedInstant(BERLIN, dayNumber('2026-03-29'), 12 * 60);

  it('counts days on the calendar: one day before noon is noon, 23 hours earlier across spring forward', () => {
    const before = addLeadTime(noon, { value: 1, type: 'days' }, BERLIN, -1);
    expect(formatZoned(before, BERLIN)).toBe('2026-03-28T12:00:00+01:00[Europe/Berlin]');
    expect((noon - before) / 3_600_000).toBe(23);
  });

  it('counts hours as elapsed time', () => {
    const before = addLeadTime(noon, { value: 24, type: 'hours' }, BERLIN, -1);
    expect(formatZoned(before, BERLIN)).toBe('2026-03-28T11:00:00+01:00[Europe/Berlin]');
  });

  it('clamps months to the end of a shorter month and counts weeks as 7 days', () => {
    const endOfJanuary = zonedInstant(BERLIN, dayNumber('2026-01-31'), 10 * 60);
    expect(formatZoned(addLeadTime(endOfJanuary, { value: 1, type: 'months' }, BERLIN), BERLIN)).toBe(
      '2026-02-28T10:00:00+01:00[Europe/Berlin]',
    );
    expect(formatZoned(addLeadTime(endOfJanuary, { value: 3, type: 'months' }, BERLIN), BERLIN)).toBe(
      '2026-04-30T10:00:00+02:00[Europe/Berlin]',
    );
    expect(formatZoned(addLeadTime(endOfJanuary, { value: 2, type: 'weeks' }, BERLIN), BERLIN)).toBe(
      '2026-02-14T10:00:00+01:00[Europe/Berlin]',
    );
  });

  it('adds minutes as they are', () => {
    expect(addLeadTime(noon, { value: 90, type: 'minutes' }, BERLIN) - noon).toBe(90 * 60_000);
  });
});
