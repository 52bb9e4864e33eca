import { dayNumber } from '@booking/shared/time/local-date';
import { zonedInstant } from '@booking/shared/time/zoned-instant';
import { describe, expect, it } from '@rstest/core';
import { appointmentsOutsideHours } from './appointments-outside-hours';

const ZONE = 'Europe/Berlin';
const day = dayNumber('2027-03-29'); // a Monday, summer time
const booked = (id: string, hour: number, minutes = 60, branchId = 'mitte') => {
  const start = zonedInstant(ZONE, day, hour * 60);
  return { id, branchId, zone: ZONE, start, end: start + minutes * 60_000 };
};
const monday = (start: number, end: number, branchId = 'mitte') => ({
  weekday: 1,
  startMinute: start * 60,
  endMinute: end * 60,
  branchId,
});

describe('appointments a change of hours leaves out', () => {
  it('names those no longer wholly inside a shift, and keeps those inside', () => {
    const appointments = [booked('inside', 9), booked('across-the-end', 11, 90), booked('after', 15)];
    expect(appointmentsOutsideHours(appointments, [monday(9, 12)]).map((a) => a.id)).toEqual([
      'across-the-end',
      'after',
    ]);
  });

  it('counts only shifts at the appointment’s own branch', () => {
    expect(appointmentsOutsideHours([booked('a', 9)], [monday(9, 12, 'elsewhere')]).map((a) => a.id)).toEqual(['a']);
  });

  it('names every appointment when the employee has no hours left', () => {
    expect(appointmentsOutsideHours([booked('a', 9), booked('b', 10)], []).map((a) => a.id)).toEqual(['a', 'b']);
  });
});
