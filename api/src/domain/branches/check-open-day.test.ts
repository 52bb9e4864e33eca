import { describe, expect, it } from '@rstest/core';
import { checkOpenDay } from './check-open-day';

const inventory = new Map([['2026-03-06', 'Inventory']]);

describe('checkOpenDay', () => {
  it('refuses a closed day with the owner’s reason and takes the day after', () => {
    expect(checkOpenDay({ closed: false, closedDays: inventory }, '2026-03-06')).toEqual({
      ok: false,
      error: { code: 'closed_day', params: { date: '2026-03-06', reason: 'Inventory' } },
    });
    expect(checkOpenDay({ closed: false, closedDays: inventory }, '2026-03-07').ok).toBe(true);
  });

  it('refuses every day of a closed branch', () => {
    expect(checkOpenDay({ closed: true, closedDays: new Map() }, '2026-03-07')).toEqual({
      ok: false,
      error: { code: 'branch_closed' },
    });
  });
});
