import { formatZoned } from '@booking/shared/time/format-zoned';
import { dayNumber } from '@booking/shared/time/local-date';
import { zonedInstant } from '@booking/shared/time/zoned-instant';
import { describe, expect, it } from '@rstest/core';
import {
  columnSpan,
  DEFAULT_WINDOW,
  gridWindow,
  hourMarks,
  placeInSpan,
  slotOffsets,
  snapOffset,
  spanMinutes,
} from './grid-geometry';

const BERLIN = 'Europe/Berlin';
const at = (date: string, hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return zonedInstant(BERLIN, dayNumber(date), h * 60 + m);
};
const period = (date: string, from: string, to: string) => ({ start: at(date, from), end: at(date, to) });

describe('gridWindow', () => {
  it('spans whole hours around what happens on the days shown', () => {
    const window = gridWindow(
      [period('2026-11-24', '09:30', '18:00'), period('2026-11-24', '18:15', '18:45')],
      BERLIN,
      [dayNumber('2026-11-24')],
    );
    expect(window).toEqual({ startMinute: 9 * 60, endMinute: 19 * 60 });
  });

  it('takes the union over a week and ignores other days', () => {
    const days = ['2026-11-23', '2026-11-24'].map(dayNumber);
    const window = gridWindow(
      [
        period('2026-11-23', '10:00', '14:00'),
        period('2026-11-24', '08:00', '12:00'),
        period('2026-11-30', '06:00', '23:00'),
      ],
      BERLIN,
      days,
    );
    expect(window).toEqual({ startMinute: 8 * 60, endMinute: 14 * 60 });
  });

  it('falls back to 08:00-20:00 on an empty day', () => {
    expect(gridWindow([], BERLIN, [dayNumber('2026-11-24')])).toEqual(DEFAULT_WINDOW);
  });
});

describe('a column on the daylight-saving days', () => {
  it('is 23 hours long for a whole March change day, and labels skip 02:00', () => {
    const span = columnSpan(dayNumber('2026-03-29'), { startMinute: 0, endMinute: 1440 }, BERLIN);
    expect(spanMinutes(span)).toBe(23 * 60);
    const labels = hourMarks(span, BERLIN).map((t) => formatZoned(t, BERLIN).slice(11, 16));
    expect(labels.slice(0, 4)).toEqual(['00:00', '01:00', '03:00', '04:00']);
    expect(labels).toHaveLength(23);
  });

  it('places an item after the October change by elapsed time: 10:00 is 11 hours below 00:00', () => {
    const span = columnSpan(dayNumber('2026-10-25'), { startMinute: 0, endMinute: 1440 }, BERLIN);
    expect(spanMinutes(span)).toBe(25 * 60);
    expect(placeInSpan(period('2026-10-25', '10:00', '10:45'), span)).toEqual({ top: 11 * 60, height: 45 });
  });

  it('has the same height for 08:00-20:00 on a change day as on any other', () => {
    const span = columnSpan(dayNumber('2026-03-29'), DEFAULT_WINDOW, BERLIN);
    expect(spanMinutes(span)).toBe(12 * 60);
    expect(slotOffsets(span)).toHaveLength(48);
  });
});

describe('placing and snapping', () => {
  const span = columnSpan(dayNumber('2026-11-24'), DEFAULT_WINDOW, BERLIN);

  it('cuts an item to the column and leaves out one outside it', () => {
    expect(placeInSpan(period('2026-11-24', '07:00', '09:00'), span)).toEqual({ top: 0, height: 60 });
    expect(placeInSpan(period('2026-11-24', '20:00', '21:00'), span)).toBeNull();
  });

  it('snaps a drag to 15 minutes and keeps the item inside the column', () => {
    expect(snapOffset(67, 45, 720)).toBe(60);
    expect(snapOffset(68, 45, 720)).toBe(75);
    expect(snapOffset(-20, 45, 720)).toBe(0);
    expect(snapOffset(700, 45, 720)).toBe(675);
  });
});
