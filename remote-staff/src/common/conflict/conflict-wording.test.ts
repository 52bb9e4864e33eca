import { describe, expect, it } from '@rstest/core';
import { conflictWording } from './conflict-wording';

const start = '2026-07-13T10:00:00+02:00[Europe/Berlin]';
const end = '2026-07-13T10:45:00+02:00[Europe/Berlin]';

describe('the words for an appointment conflict', () => {
  it('says the time is outside the working hours', () => {
    expect(conflictWording({ code: 'appointment_conflict', params: { with: 'outside_hours' } })).toEqual({
      id: 'staff.dialogConflict.outsideHours',
      values: {},
    });
  });

  it('names the appointment in the way with its times', () => {
    expect(
      conflictWording({
        code: 'appointment_conflict',
        params: { with: 'appointment', id: 'a1', start, end, count: 1 },
      }),
    ).toEqual({
      id: 'staff.dialogConflict.appointment',
      values: { start, end, count: 1 },
      itemId: 'a1',
    });
  });

  it('counts the appointments an absence would cover', () => {
    const wording = conflictWording({
      code: 'appointment_conflict',
      params: { with: 'appointment', id: 'a1', start, end, count: 3 },
    });
    expect(wording?.values).toEqual({ start, end, count: 3 });
  });

  it('names an absence and a live online hold, which has no id', () => {
    expect(
      conflictWording({ code: 'appointment_conflict', params: { with: 'absence', id: 'b1', start, end } })?.id,
    ).toBe('staff.dialogConflict.absence');
    expect(conflictWording({ code: 'appointment_conflict', params: { with: 'hold', start, end } })).toMatchObject({
      id: 'staff.dialogConflict.hold',
      values: { count: 1 },
      itemId: null,
    });
  });

  it('leaves other errors and malformed params to the general text', () => {
    expect(conflictWording({ code: 'slot_taken' })).toBeNull();
    expect(conflictWording({ code: 'appointment_conflict' })).toBeNull();
    expect(
      conflictWording({ code: 'appointment_conflict', params: { with: 'appointment', start: 'soon', end } }),
    ).toBeNull();
    expect(conflictWording(null)).toBeNull();
  });
});
