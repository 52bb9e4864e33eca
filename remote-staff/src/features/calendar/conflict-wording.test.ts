import { describe, expect, it } from '@rstest/core';
import { conflictWording } from './conflict-wording';

const start = '2026-11-24T10:00:00+01:00[Europe/Berlin]';
const end = '2026-11-24T10:45:00+01:00[Europe/Berlin]';

describe('conflictWording', () => {
  it('names an overlapping appointment, absence or hold with its times', () => {
    expect(
      conflictWording({ code: 'appointment_conflict', params: { with: 'appointment', id: 'x', start, end, count: 1 } }),
    ).toEqual({
      id: 'staff.conflict.appointment',
      start,
      end,
    });
    expect(conflictWording({ code: 'appointment_conflict', params: { with: 'absence', start, end } })?.id).toBe(
      'staff.conflict.absence',
    );
    expect(conflictWording({ code: 'appointment_conflict', params: { with: 'hold', start, end } })?.id).toBe(
      'staff.conflict.hold',
    );
  });

  it('says when the time is outside the working hours', () => {
    expect(conflictWording({ code: 'appointment_conflict', params: { with: 'outside_hours' } })).toEqual({
      id: 'staff.conflict.outsideHours',
    });
  });

  it('leaves other errors and unexpected params to the generic text', () => {
    expect(conflictWording({ code: 'not_editable' })).toBeNull();
    expect(conflictWording({ code: 'appointment_conflict' })).toBeNull();
    expect(conflictWording({ code: 'appointment_conflict', params: { with: 'appointment' } })).toBeNull();
    expect(conflictWording(null)).toBeNull();
  });
});
