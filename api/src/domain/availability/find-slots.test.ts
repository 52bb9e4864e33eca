import { formatZoned } from '@booking/shared/time/format-zoned';
import { dayNumber } from '@booking/shared/time/local-date';
import { describe, expect, it } from '@rstest/core';
import type { Busy } from './busy-intervals';
import { type Candidate, findSlots } from './find-slots';
import type { SearchRules, Shift } from './free-starts';

const ZONE = 'Europe/Berlin';
const MONDAY = '2026-03-02';
const t = (iso: string) => Date.parse(iso);
const shift = (weekday: number, start: string, end: string): Shift => {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  return { weekday, startMinute: minutes(start), endMinute: minutes(end) };
};
const anna = (busy: Busy[] = [], shifts = [shift(1, '09:00', '12:00')]): Candidate => ({
  id: 'anna',
  position: 0,
  shifts,
  busy,
});
const rules = (overrides: Partial<SearchRules> = {}): SearchRules => ({
  zone: ZONE,
  fromDay: dayNumber(MONDAY),
  toDay: dayNumber(MONDAY),
  frequencyMinutes: 10,
  durationMinutes: 60,
  earliest: 0,
  latest: Number.MAX_SAFE_INTEGER,
  ...overrides,
});
/** Local wall times (HH:MM) of the free starts. */
const times = (candidates: Candidate[], r = rules(), now = 0) =>
  findSlots({ candidates, rules: r, now }).map((s) => formatZoned(s.start, ZONE).slice(11, 16));

describe('findSlots', () => {
  it('offers every start on the grid inside working hours that leaves room for the service', () => {
    expect(times([anna()])).toEqual([
      '09:00',
      '09:10',
      '09:20',
      '09:30',
      '09:40',
      '09:50',
      '10:00',
      '10:10',
      '10:20',
      '10:30',
      '10:40',
      '10:50',
      '11:00',
    ]);
  });

  it('offers nothing on a day the employee does not work', () => {
    expect(times([anna([], [shift(2, '09:00', '12:00')])])).toEqual([]);
  });

  it('steps by the merchant frequency on a grid from local midnight, whatever the shift start', () => {
    const late = anna([], [shift(1, '09:05', '11:00')]);
    expect(times([late], rules({ frequencyMinutes: 15 }))).toEqual(['09:15', '09:30', '09:45', '10:00']);
  });

  it('given an absence, when a slot overlaps it, then it is not offered', () => {
    const absence: Busy = { start: t('2026-03-02T09:30:00Z'), end: t('2026-03-02T10:00:00Z'), kind: 'absence' };
    // 10:30-11:00 local is the absence; a 60-minute service must end by 10:30 or start at 11:00.
    expect(times([anna([absence])])).toEqual(['09:00', '09:10', '09:20', '09:30', '11:00']);
  });

  it('given a booking, slots that overlap it even partly are not offered, adjacent ones are', () => {
    const booked: Busy = { start: t('2026-03-02T09:00:00Z'), end: t('2026-03-02T10:00:00Z'), kind: 'appointment' };
    expect(times([anna([booked])])).toEqual(['09:00', '11:00']);
  });

  it('a live hold blocks its slot; an expired hold frees it by itself', () => {
    const hold: Busy = {
      start: t('2026-03-02T08:00:00Z'),
      end: t('2026-03-02T09:00:00Z'),
      kind: 'hold',
      expiresAt: t('2026-02-20T10:10:00Z'),
    };
    expect(times([anna([hold])], rules(), t('2026-02-20T10:09:59Z'))).toEqual([
      '10:00',
      '10:10',
      '10:20',
      '10:30',
      '10:40',
      '10:50',
      '11:00',
    ]);
    expect(times([anna([hold])], rules(), t('2026-02-20T10:10:00Z'))).toHaveLength(13);
  });

  it('offers nothing before the minimum lead time nor after the maximum', () => {
    const r = rules({ earliest: t('2026-03-02T08:25:00Z'), latest: t('2026-03-02T09:40:00Z') });
    expect(times([anna()], r)).toEqual(['09:30', '09:40', '09:50', '10:00', '10:10', '10:20', '10:30', '10:40']);
  });

  it('needs room for all services back to back', () => {
    expect(times([anna()], rules({ durationMinutes: 45 + 90 }))).toEqual(['09:00', '09:10', '09:20', '09:30', '09:40']);
  });

  it('lists a time once for "first available", naming every free employee in candidate order', () => {
    const booked: Busy = { start: t('2026-03-02T08:00:00Z'), end: t('2026-03-02T10:00:00Z'), kind: 'appointment' };
    const ben: Candidate = { id: 'ben', position: 1, shifts: [shift(1, '10:00', '12:00')], busy: [] };
    const slots = findSlots({ candidates: [anna([booked]), ben], rules: rules(), now: 0 });
    expect(slots.map((s) => [formatZoned(s.start, ZONE).slice(11, 16), s.employeeIds.join('+')])).toEqual([
      ['10:00', 'ben'],
      ['10:10', 'ben'],
      ['10:20', 'ben'],
      ['10:30', 'ben'],
      ['10:40', 'ben'],
      ['10:50', 'ben'],
      ['11:00', 'anna+ben'],
    ]);
    expect(slots[0]?.end).toBe(t('2026-03-02T10:00:00Z'));
  });

  it('leaves out the appointment being rescheduled, so it can move onto part of its own time', () => {
    const own: Busy = {
      start: t('2026-03-02T08:00:00Z'),
      end: t('2026-03-02T09:00:00Z'),
      kind: 'appointment',
      id: 'own',
    };
    expect(findSlots({ candidates: [anna([own])], rules: rules(), now: 0, ignoreId: 'own' })).toHaveLength(13);
  });
});
