import { dayNumber } from '@booking/shared/time/local-date';
import { describe, expect, it } from '@rstest/core';
import { openingPeriodOf, seatParty, walkInRange } from './seat-party';

/** The ids of the places to try, or the refusal. */
const ids = (result: ReturnType<typeof seatParty>) =>
  result.ok ? { ok: true, value: result.value.map((p) => p.id) } : result;

const tables = [
  { id: 't6', seats: 6, position: 2 },
  { id: 't2', seats: 2, position: 0 },
  { id: 't4', seats: 4, position: 1 },
];
const H = 3_600_000;
const range = { start: 19 * H, end: 20.5 * H };
const booking = (tableId: string, start = 19 * H, id = `r-${tableId}`) => ({
  id,
  tableId,
  start,
  end: start + 1.5 * H,
});

describe('seating a party at the host stand', () => {
  it('offers the free tables that seat the party, smallest first', () => {
    expect(ids(seatParty({ tables, bookings: [], partySize: 3, range, tableId: null }))).toEqual({
      ok: true,
      value: ['t4', 't6'],
    });
  });

  it('skips a table another party holds then, and one whose party has left before', () => {
    const bookings = [booking('t4'), booking('t6', 17 * H)];
    expect(ids(seatParty({ tables, bookings, partySize: 3, range, tableId: null }))).toEqual({
      ok: true,
      value: ['t6'],
    });
  });

  it('says no table is free when all that seat the party are taken', () => {
    const bookings = [booking('t4'), booking('t6')];
    expect(seatParty({ tables, bookings, partySize: 3, range, tableId: null })).toEqual({
      ok: false,
      error: { code: 'no_table_free', params: { party_size: 3, largest_table: 6, reason: 'all_taken' } },
    });
  });

  it('says the party is larger than every table', () => {
    const seated = seatParty({ tables, bookings: [], partySize: 7, range, tableId: null });
    expect(seated).toEqual({
      ok: false,
      error: { code: 'no_table_free', params: { party_size: 7, largest_table: 6, reason: 'too_large' } },
    });
  });

  it('refuses a chosen table that is too small, naming its seats', () => {
    expect(seatParty({ tables, bookings: [], partySize: 3, range, tableId: 't2' })).toEqual({
      ok: false,
      error: { code: 'table_too_small', params: { seats: 2, party_size: 3 } },
    });
  });

  it('refuses a chosen table another party holds, naming that reservation', () => {
    expect(seatParty({ tables, bookings: [booking('t4', 20 * H)], partySize: 2, range, tableId: 't4' })).toEqual({
      ok: false,
      error: { code: 'table_taken', params: { reservation: 'r-t4', start: 20 * H, end: 21.5 * H } },
    });
  });

  it('refuses a table of another branch as not found', () => {
    expect(seatParty({ tables, bookings: [], partySize: 2, range, tableId: 'elsewhere' })).toEqual({
      ok: false,
      error: { code: 'table_not_found' },
    });
  });

  it('lets a reservation being changed keep its own table', () => {
    const own = booking('t4', 19 * H, 'me');
    expect(ids(seatParty({ tables, bookings: [own], partySize: 4, range, tableId: 't4', ignoreId: 'me' }))).toEqual({
      ok: true,
      value: ['t4'],
    });
  });
});

describe('opening periods of the host stand', () => {
  const zone = 'Europe/Berlin';
  const day = dayNumber('2026-03-04');
  const shifts = [
    { weekday: 3, startMinute: 12 * 60, endMinute: 15 * 60 },
    { weekday: 3, startMinute: 18 * 60, endMinute: 22 * 60 },
  ];
  const at = (hh: number, mm = 0) => Date.UTC(2026, 2, 4, hh - 1, mm);

  it('finds the period that holds the whole reservation', () => {
    expect(openingPeriodOf(shifts, zone, day, { start: at(19), end: at(20, 30) })).toEqual({
      ok: true,
      value: { start: at(18), end: at(22) },
    });
  });

  it('refuses a reservation running past closing', () => {
    expect(openingPeriodOf(shifts, zone, day, { start: at(21), end: at(22, 30) })).toEqual({
      ok: false,
      error: { code: 'outside_opening_hours' },
    });
  });

  it('gives a walk-in the duration, cut at closing', () => {
    expect(walkInRange(shifts, zone, day, at(19), 90 * 60_000)).toEqual({
      ok: true,
      value: { start: at(19), end: at(20, 30) },
    });
    expect(walkInRange(shifts, zone, day, at(21, 15), 90 * 60_000)).toEqual({
      ok: true,
      value: { start: at(21, 15), end: at(22) },
    });
  });

  it('refuses a walk-in between lunch and dinner', () => {
    expect(walkInRange(shifts, zone, day, at(16), 90 * 60_000)).toEqual({
      ok: false,
      error: { code: 'outside_opening_hours' },
    });
  });
});
