import { describe, expect, it } from '@rstest/core';
import { checkResolutions, reservationsNoLongerFitting } from './floor-change';

const single = { id: 'a', partySize: 4, combinationId: null, tableIds: ['t4'] };
const joined = { id: 'b', partySize: 7, combinationId: 'c45', tableIds: ['t4', 't5'] };

describe('reservations a floor change no longer fits', () => {
  it('takes every reservation on a retired table, combinations included', () => {
    expect(reservationsNoLongerFitting({ kind: 'retire_table', tableId: 't4' }, [single, joined])).toEqual([
      single,
      joined,
    ]);
  });

  it('lists a party at a shrunk table alone when it no longer fits, never a combination party', () => {
    const change = { kind: 'resize_table', tableId: 't4', maxSeats: 3 } as const;
    expect(reservationsNoLongerFitting(change, [single, joined])).toEqual([single]);
    expect(reservationsNoLongerFitting({ ...change, maxSeats: 4 }, [single, joined])).toEqual([]);
  });

  it('lists a combination party when its tables change or its seats drop below the party', () => {
    const same = { kind: 'change_combination', combinationId: 'c45', tableIds: ['t5', 't4'], maxSeats: 8 } as const;
    expect(reservationsNoLongerFitting(same, [joined])).toEqual([]);
    expect(reservationsNoLongerFitting({ ...same, maxSeats: 6 }, [joined])).toEqual([joined]);
    expect(reservationsNoLongerFitting({ ...same, tableIds: ['t4', 't6'] }, [joined])).toEqual([joined]);
  });
});

describe('the owner answers for each affected reservation', () => {
  it('refuses until every affected reservation is moved or cancelled', () => {
    expect(checkResolutions([{ id: 'a' }, { id: 'b' }], [{ reservation: 'a', action: 'cancel' }])).toEqual({
      ok: false,
      error: { code: 'reservations_affected' },
    });
    expect(checkResolutions([], undefined)).toEqual({ ok: true, value: [] });
  });

  it('refuses an answer for a reservation the change does not affect', () => {
    const answered = checkResolutions([{ id: 'a' }], [{ reservation: 'z', action: 'cancel' }]);
    expect(answered.ok ? null : answered.error.code).toBe('invalid_input');
  });
});
