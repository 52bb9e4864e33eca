import { describe, expect, it } from '@rstest/core';
import { checkHours } from './check-hours';

const at = (weekday: number, start: string, end: string, cycle_week = 0) => ({
  branch_id: 'b',
  weekday,
  cycle_week,
  start,
  end,
});

describe('checking working hours', () => {
  it('accepts several intervals a day that do not overlap, and the same weekday in the other week', () => {
    expect(checkHours([at(1, '09:00', '12:00'), at(1, '13:00', '18:00'), at(1, '10:00', '14:00', 1)], 2)).toEqual({});
  });

  it('refuses an end not after its start at that end', () => {
    expect(checkHours([at(1, '12:00', '12:00')])).toEqual({ 'hours.0.end': [{ code: 'end_before_start' }] });
  });

  it('refuses overlapping intervals of one day at each of them', () => {
    expect(checkHours([at(2, '09:00', '12:00'), at(2, '11:30', '15:00')])).toEqual({
      'hours.0.start': [{ code: 'hours_overlap' }],
      'hours.1.start': [{ code: 'hours_overlap' }],
    });
  });

  it('lets one interval end where the next begins', () => {
    expect(checkHours([at(2, '09:00', '12:00'), at(2, '12:00', '15:00')])).toEqual({});
  });

  it('refuses second-week hours in a one-week rota', () => {
    expect(checkHours([at(1, '09:00', '12:00', 1)], 1)).toEqual({ 'hours.0.cycle_week': [{ code: 'invalid_value' }] });
  });

  it('takes 24:00 as the end of the day', () => {
    expect(checkHours([at(5, '18:00', '24:00')])).toEqual({});
  });
});
