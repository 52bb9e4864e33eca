import { describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { moveDefaults, moveFormSchema, toMoveRequest } from './move-form';

const appointment = {
  start: '2026-10-24T16:30:00+02:00[Europe/Berlin]',
  employee: { id: 'e1', first_name: 'Anna', last_name: 'Schmidt' },
};

describe('the move form', () => {
  it('starts at the appointment’s date, time and employee in the branch zone', () => {
    expect(moveDefaults(appointment)).toEqual({ date: '2026-10-24', time: '16:30', employee: 'e1' });
  });

  it('sends the new start with the offset of the new day (across the autumn change)', () => {
    const values = z.parse(moveFormSchema, { date: '2026-10-26', time: '09:00', employee: 'e1' });
    expect(toMoveRequest(values, appointment)).toEqual({ start: '2026-10-26T09:00:00+01:00[Europe/Berlin]' });
  });

  it('sends the employee only when it changes', () => {
    const values = z.parse(moveFormSchema, { date: '2026-10-24', time: '17:00', employee: 'e2' });
    expect(toMoveRequest(values, appointment)).toEqual({
      start: '2026-10-24T17:00:00+02:00[Europe/Berlin]',
      employee_id: 'e2',
    });
  });

  it('refuses an empty time', () => {
    expect(z.safeParse(moveFormSchema, { date: '2026-10-24', time: '', employee: 'e1' }).success).toBe(false);
  });
});
