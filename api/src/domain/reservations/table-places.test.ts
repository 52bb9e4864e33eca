import { describe, expect, it } from '@rstest/core';
import { checkStart } from '../availability/check-start';
import { findSlots, type SlotSearch } from '../availability/find-slots';
import { seatParty } from './seat-party';
import { bestFitFirst, tableCandidates } from './table-candidates';
import { offeredPartySizes, placesFor, type RestaurantTable, type TableCombination } from './table-places';

const H = 3_600_000;
const TABLES: RestaurantTable[] = [
  { id: 't4', seats: 4, minSeats: 2, position: 4, use: 'online' },
  { id: 't5', seats: 4, minSeats: 2, position: 5, use: 'online' },
  { id: 't2', seats: 2, position: 1, use: 'online' },
  { id: 'bar', seats: 2, position: 9, use: 'walk_in' },
  { id: 'back', seats: 6, minSeats: 3, position: 8, use: 'staff' },
];
const T45: TableCombination = { id: 'c45', tableIds: ['t5', 't4'], minSeats: 6, seats: 8, position: 1 };
const WITH_BACK: TableCombination = { id: 'c4b', tableIds: ['t4', 'back'], minSeats: 6, seats: 10, position: 0 };
const ids = (places: { id: string }[]) => places.map((p) => p.id);

describe('best fit with combinations', () => {
  it('gives a party the smallest single table that seats it, then the next, then combinations', () => {
    expect(ids(placesFor('guest', TABLES, [T45], 2))).toEqual(['t2', 't4', 't5']);
    expect(ids(placesFor('guest', TABLES, [T45], 4))).toEqual(['t4', 't5']);
  });

  it('does not give a table online to a party smaller than its minimum; staff may', () => {
    expect(ids(placesFor('guest', TABLES, [], 1))).toEqual(['t2']);
    expect(ids(placesFor('phone', TABLES, [], 1))).toEqual(['t2', 't4', 't5', 'back']);
  });

  it('keeps staff-only tables from guests and walk-in tables from phone reservations', () => {
    expect(ids(placesFor('guest', TABLES, [], 5))).toEqual([]);
    expect(ids(placesFor('phone', TABLES, [], 2))).toEqual(['t2', 't4', 't5', 'back']);
    expect(ids(placesFor('walk_in', TABLES, [], 2))).toEqual(['t2', 'bar', 't4', 't5', 'back']);
  });

  it('offers a combination to guests only when all its tables are online, in the owner order', () => {
    expect(ids(placesFor('guest', TABLES, [T45, WITH_BACK], 7))).toEqual(['c45']);
    expect(ids(placesFor('phone', TABLES, [T45, WITH_BACK], 7))).toEqual(['c4b', 'c45']);
  });

  it('drops a combination one of whose tables is retired (not among the tables)', () => {
    const withoutT5 = TABLES.filter((t) => t.id !== 't5');
    expect(ids(placesFor('phone', withoutT5, [T45], 7))).toEqual([]);
  });

  it('lists a combination after every single table that seats the party', () => {
    const big: TableCombination = { ...T45, minSeats: 2, position: 0 };
    expect(ids(placesFor('guest', TABLES, [big], 3))).toEqual(['t4', 't5', 'c45']);
  });

  it('takes a combination at a start only when no single table that seats the party is free then', () => {
    const big: TableCombination = { ...T45, minSeats: 3 };
    const opening = [{ weekday: 4, startMinute: 18 * 60, endMinute: 23 * 60 }];
    const start = Date.UTC(2026, 0, 1, 18);
    const reservedT5 = new Map([['t5', [{ start, end: start + 1.5 * H, kind: 'appointment' as const, id: 'r1' }]]]);
    const search = (busy: typeof reservedT5): SlotSearch => ({
      candidates: tableCandidates(placesFor('guest', TABLES, [big], 4), opening, busy),
      now: start - 24 * H,
      rules: {
        zone: 'UTC',
        fromDay: 20454,
        toDay: 20454,
        frequencyMinutes: 30,
        durationMinutes: 90,
        earliest: start - 24 * H,
        latest: start + 24 * H,
      },
    });
    expect(checkStart(search(reservedT5), start, bestFitFirst)).toEqual({ ok: true, value: ['t4'] });
    const both = new Map([...reservedT5, ['t4', reservedT5.get('t5') ?? []]]);
    // Either table taken makes the combination busy too.
    expect(findSlots(search(both)).find((s) => s.start === start)).toBeUndefined();
  });
});

describe('seating with combinations at the host stand', () => {
  const range = { start: 19 * H, end: 20.5 * H };

  it('seats a party too large for any table at a free combination', () => {
    const seated = seatParty({ tables: TABLES, combinations: [T45], bookings: [], partySize: 8, range, tableId: null });
    expect(seated.ok && seated.value.map((p) => [p.id, p.tableIds])).toEqual([['c45', ['t4', 't5']]]);
  });

  it('names the party holding one of a chosen combination tables', () => {
    const bookings = [{ id: 'r5', tableId: 't5', start: 19 * H, end: 20.5 * H }];
    const seated = seatParty({ tables: TABLES, combinations: [T45], bookings, partySize: 7, range, tableId: 'c45' });
    expect(seated).toEqual({
      ok: false,
      error: { code: 'table_taken', params: { reservation: 'r5', start: 19 * H, end: 20.5 * H } },
    });
  });

  it('counts combinations in the largest party that could be seated', () => {
    const seated = seatParty({
      tables: TABLES,
      combinations: [T45],
      bookings: [],
      partySize: 11,
      range,
      tableId: null,
    });
    expect(seated.ok ? null : seated.error.params).toEqual({ party_size: 11, largest_table: 8, reason: 'too_large' });
  });
});

describe('party sizes the guest page offers', () => {
  it('offers the sizes an online table or combination seats, within the branch limits', () => {
    expect(offeredPartySizes(TABLES, [T45], { min: 1, max: 10 })).toEqual([1, 2, 3, 4, 6, 7, 8]);
  });

  it('offers nothing without online tables', () => {
    expect(
      offeredPartySizes(
        TABLES.filter((t) => t.use !== 'online'),
        [],
        { min: 1, max: 8 },
      ),
    ).toEqual([]);
  });
});
