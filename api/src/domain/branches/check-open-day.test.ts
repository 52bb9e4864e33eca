import { describe, expect, it } from '@rstest/core';
import { checkOpenDay } from './check-open-day';

const inventory = { closed: false, closedDays: new Map([['2026-03-06', 'Inventory']]) };

describe('checkOpenDay', () => {
  it('refuses a closed day, telling staff the owner’s reason and customers none', () => {
    expect(checkOpenDay(inventory, '2026-03-06', { forStaff: true })).toEqual({
      ok: false,
      error: { code: 'closed_day', params: { date: '2026-03-06', reason: 'Inventory' } },
    });
    expect(checkOpenDay(inventory, '2026-03-06', { forStaff: false })).toEqual({
      ok: false,
      error: { code: 'closed_day', params: { date: '2026-03-06', reason: '' } },
    });
    expect(checkOpenDay(inventory, '2026-03-07', { forStaff: false }).ok).toBe(true);
  });

  it('refuses every day of a closed branch', () => {
    expect(checkOpenDay({ closed: true, closedDays: new Map() }, '2026-03-07', { forStaff: true })).toEqual({
      ok: false,
      error: { code: 'branch_closed' },
    });
  });
});
