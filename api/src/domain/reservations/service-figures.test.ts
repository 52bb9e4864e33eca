import type { HostStatus } from '@booking/shared/contract/host-status';
import { describe, expect, it } from '@rstest/core';
import { guestsByHour, serviceFigures } from './service-figures';

const zone = 'Europe/Berlin';
/** 1 December 2026 in Berlin (UTC+1). */
const at = (hhmm: string) => Date.UTC(2026, 11, 1, Number(hhmm.slice(0, 2)) - 1, Number(hhmm.slice(3)));
const day = { start: at('00:00'), end: at('00:00') + 24 * 3_600_000 };
const LUNCH = { start: at('12:00'), end: at('15:00') };
const DINNER = { start: at('17:30'), end: at('23:00') };
const periods = [LUNCH, DINNER];
const tables = [
  { id: 'a1', seats: 2, position: 0 },
  { id: 'a2', seats: 2, position: 1 },
  { id: 'b1', seats: 4, position: 2 },
];
let next = 0;
const party = (
  from: string,
  size: number,
  { status = 'confirmed', at: held = ['a1'], to }: { status?: HostStatus; at?: string[]; to?: string } = {},
) => {
  const id = `r${next++}`;
  const end = to ? at(to) : at(from) + 90 * 60_000;
  return held.map((tableId) => ({ id, tableId, start: at(from), end, partySize: size, status }));
};
const figures = (...parties: ReturnType<typeof party>[]) =>
  serviceFigures({ periods, day, tables, reservations: parties.flat() });

describe('the guests of each service', () => {
  it('adds the guests of each service, lunch and dinner, as the opening hours divide the day', () => {
    const [lunch, dinner] = figures(party('12:00', 2), party('14:45', 4), party('17:30', 6), party('21:15', 2));
    expect([lunch?.guests, lunch?.parties, dinner?.guests, dinner?.parties]).toEqual([6, 2, 8, 2]);
  });

  it('leaves out cancelled parties and no-shows, but counts those seated and finished', () => {
    const [lunch] = figures(
      party('12:00', 2, { status: 'cancelled' }),
      party('12:30', 3, { status: 'no_show' }),
      party('13:00', 4, { status: 'seated' }),
      party('13:15', 5, { status: 'finished' }),
    );
    expect([lunch?.guests, lunch?.parties]).toEqual([9, 2]);
  });

  it('counts a party at a combination once, though it holds several tables', () => {
    const [, dinner] = figures(party('19:00', 7, { at: ['a1', 'b1'] }));
    expect([dinner?.guests, dinner?.parties]).toEqual([7, 1]);
  });

  it('counts a walk-in between the services in the one begun before it, and one before lunch in lunch', () => {
    const [lunch, dinner] = figures(party('16:00', 2), party('11:30', 3));
    expect([lunch?.guests, dinner?.guests]).toEqual([5, 0]);
  });

  it('has no services on a day the restaurant is closed', () => {
    expect(serviceFigures({ periods: [], day, tables, reservations: party('12:00', 2) })).toEqual([]);
  });
});

describe('how full the room gets in each service', () => {
  it('counts the seats held at the busiest moment of each service, not the sum of its turns', () => {
    // a1 twice in a row and b1 overlapping the second: at 19:30 a1 and b1 are held (6 of 8 seats).
    const [lunch, dinner] = figures(
      party('18:00', 2, { to: '19:30' }),
      party('19:30', 2, { to: '21:00' }),
      party('19:00', 4, { at: ['b1'], to: '20:30' }),
    );
    expect(lunch).toMatchObject({ seatsFree: 8, tablesFree: 3, tables: 3 });
    expect(dinner).toMatchObject({ seatsFree: 2, tablesFree: 1, tables: 3 });
  });

  it('gives back the seats of a cancelled party or a no-show', () => {
    const [lunch] = figures(
      party('12:00', 4, { at: ['b1'], status: 'cancelled' }),
      party('12:00', 2, { at: ['a2'], status: 'no_show' }),
    );
    expect(lunch).toMatchObject({ seatsFree: 8, tablesFree: 3 });
  });

  it('holds every table of a combination’s party', () => {
    const [, dinner] = figures(party('19:00', 6, { at: ['a1', 'b1'] }));
    expect(dinner).toMatchObject({ seatsFree: 2, tablesFree: 1 });
  });
});

describe('the guests arriving per hour', () => {
  it('adds the guests arriving in each hour of the branch’s clock, in order, without the cancelled', () => {
    const reservations = [
      party('19:30', 2),
      party('18:00', 4),
      party('18:45', 2),
      party('18:15', 6, { status: 'cancelled' }),
    ].flat();
    expect(guestsByHour({ day, zone, reservations })).toEqual([
      { hour: '18', guests: 6, parties: 2 },
      { hour: '19', guests: 2, parties: 1 },
    ]);
  });
});
