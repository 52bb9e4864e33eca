import { describe, expect, it } from '@rstest/core';
import { periodName, summarisePeriods } from './service-periods';

const zone = 'Europe/Berlin';
const at = (hh: number, mm = 0) => Date.UTC(2026, 2, 4, hh - 1, mm);
const tables = [
  { id: 't2', seats: 2, position: 0 },
  { id: 't4', seats: 4, position: 1 },
];
const rules = { zone, tables, frequencyMinutes: 30, durationMinutes: 90 };

describe('service periods of a day', () => {
  it('names a period opening before 16:00 lunch and a later one dinner', () => {
    expect(periodName(at(12), zone)).toBe('lunch');
    expect(periodName(at(15, 59), zone)).toBe('lunch');
    expect(periodName(at(16), zone)).toBe('dinner');
  });

  it('counts covers of the reservations starting in each period, without cancelled ones and no-shows', () => {
    const [lunch, dinner] = summarisePeriods({
      ...rules,
      periods: [
        { start: at(12), end: at(15) },
        { start: at(18), end: at(22) },
      ],
      reservations: [
        { tableId: 't2', start: at(12), end: at(13, 30), partySize: 2, status: 'finished' },
        { tableId: 't4', start: at(19), end: at(20, 30), partySize: 3, status: 'seated' },
        { tableId: 't2', start: at(19), end: at(20, 30), partySize: 2, status: 'confirmed' },
        { tableId: 't4', start: at(21), end: at(22), partySize: 4, status: 'cancelled' },
        { tableId: 't4', start: at(18), end: at(19), partySize: 4, status: 'no_show' },
      ],
    });
    expect([lunch?.name, lunch?.covers, lunch?.reservations]).toEqual(['lunch', 2, 1]);
    expect([dinner?.name, dinner?.covers, dinner?.reservations, dinner?.seats]).toEqual(['dinner', 5, 2, 6]);
  });

  it('shows the largest party still seatable at each start whose duration fits', () => {
    const [dinner] = summarisePeriods({
      ...rules,
      periods: [{ start: at(18), end: at(21) }],
      reservations: [{ tableId: 't4', start: at(19), end: at(20, 30), partySize: 3, status: 'confirmed' }],
    });
    expect(dinner?.free).toEqual([
      { start: at(18), largestParty: 2, freeTables: 1 },
      { start: at(18, 30), largestParty: 2, freeTables: 1 },
      { start: at(19), largestParty: 2, freeTables: 1 },
      { start: at(19, 30), largestParty: 2, freeTables: 1 },
    ]);
  });

  it('frees a no-show’s table for the rest of the evening', () => {
    const [dinner] = summarisePeriods({
      ...rules,
      periods: [{ start: at(18), end: at(19, 30) }],
      reservations: [{ tableId: 't4', start: at(18), end: at(19, 30), partySize: 4, status: 'no_show' }],
    });
    expect(dinner?.free).toEqual([{ start: at(18), largestParty: 4, freeTables: 2 }]);
  });
});
