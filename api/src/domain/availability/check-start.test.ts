import { dayNumber } from '@booking/shared/time/local-date';
import { describe, expect, it } from '@rstest/core';
import type { Busy } from './busy-intervals';
import { checkStart } from './check-start';
import type { Candidate, SlotSearch } from './find-slots';

const t = (iso: string) => Date.parse(iso);
const MONDAY_9_TO_12 = [{ weekday: 1, startMinute: 9 * 60, endMinute: 12 * 60 }];
const booked = (from: string, to: string): Busy => ({ start: t(from), end: t(to), kind: 'appointment' });
const employee = (id: string, position: number, busy: Busy[] = []): Candidate => ({
  id,
  position,
  shifts: MONDAY_9_TO_12,
  busy,
});
const search = (candidates: Candidate[]): SlotSearch => ({
  candidates,
  now: 0,
  rules: {
    zone: 'Europe/Berlin',
    fromDay: dayNumber('2026-03-01'),
    toDay: dayNumber('2026-03-31'),
    frequencyMinutes: 10,
    durationMinutes: 30,
    earliest: 0,
    latest: Number.MAX_SAFE_INTEGER,
  },
});

describe('checkStart', () => {
  it('accepts a start the search offers and names the employees to try', () => {
    expect(checkStart(search([employee('a', 0)]), t('2026-03-02T08:00:00Z'))).toEqual({ ok: true, value: ['a'] });
  });

  it('answers slot_taken for an offered time that a booking now covers', () => {
    const busy = [booked('2026-03-02T08:00:00Z', '2026-03-02T08:30:00Z')];
    expect(checkStart(search([employee('a', 0, busy)]), t('2026-03-02T08:10:00Z'))).toEqual({
      ok: false,
      error: { code: 'slot_taken' },
    });
  });

  it.each([
    ['off the grid', '2026-03-02T08:05:00Z'],
    ['before working hours', '2026-03-02T07:50:00Z'],
    ['too late to finish within working hours', '2026-03-02T10:40:00Z'],
    ['on a day off', '2026-03-03T08:00:00Z'],
  ])('answers slot_unavailable for a start %s', (_, start) => {
    expect(checkStart(search([employee('a', 0)]), t(start))).toEqual({
      ok: false,
      error: { code: 'slot_unavailable' },
    });
  });

  it('answers slot_unavailable for a start in an absence', () => {
    const absent: Busy = { start: t('2026-03-02T08:00:00Z'), end: t('2026-03-02T11:00:00Z'), kind: 'absence' };
    expect(checkStart(search([employee('a', 0, [absent])]), t('2026-03-02T08:00:00Z')).ok).toBe(false);
  });

  it('for "first available", tries the employee with the fewest booked minutes that day first', () => {
    const busyA = employee('a', 0, [booked('2026-03-02T10:00:00Z', '2026-03-02T11:00:00Z')]);
    const busyB = employee('b', 1, [booked('2026-03-02T10:00:00Z', '2026-03-02T10:30:00Z')]);
    const idleC = employee('c', 2);
    expect(checkStart(search([busyA, busyB, idleC]), t('2026-03-02T08:00:00Z'))).toEqual({
      ok: true,
      value: ['c', 'b', 'a'],
    });
  });

  it('breaks ties in load by the merchant position, then by id', () => {
    const candidates = [employee('z', 1), employee('y', 0), employee('x', 1)];
    expect(checkStart(search(candidates), t('2026-03-02T08:00:00Z'))).toEqual({ ok: true, value: ['y', 'x', 'z'] });
  });

  it('does not count bookings of other days, nor absences, as load', () => {
    const otherDay = employee('a', 0, [booked('2026-03-09T08:00:00Z', '2026-03-09T11:00:00Z')]);
    const onLeave: Busy = { start: t('2026-03-02T10:00:00Z'), end: t('2026-03-02T11:00:00Z'), kind: 'absence' };
    const absentLater = employee('b', 1, [onLeave]);
    expect(checkStart(search([absentLater, otherDay]), t('2026-03-02T08:00:00Z'))).toEqual({
      ok: true,
      value: ['a', 'b'],
    });
  });
});
