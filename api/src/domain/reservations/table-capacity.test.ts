import { formatZoned } from '@booking/shared/time/format-zoned';
import { dayNumber, MINUTE_MS } from '@booking/shared/time/local-date';
import { zonedInstant } from '@booking/shared/time/zoned-instant';
import { describe, expect, it } from '@rstest/core';
import type { Busy } from '../availability/busy-intervals';
import { checkStart } from '../availability/check-start';
import { findSlots, type SlotSearch } from '../availability/find-slots';
import { bestFitFirst, tableCandidates } from './table-candidates';
import { placesFor, type RestaurantTable } from './table-places';

const guestCandidates = (
  tables: RestaurantTable[],
  partySize: number,
  hours: typeof DINNER,
  busy: Map<string, Busy[]>,
) => tableCandidates(placesFor('guest', tables, [], partySize), hours, busy);

const BERLIN = 'Europe/Berlin';
const WEDNESDAY = dayNumber('2026-03-04');
const at = (hhmm: string, day = WEDNESDAY) =>
  zonedInstant(BERLIN, day, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)));
const wall = (instant: number) => formatZoned(instant, BERLIN).slice(11, 16);

const TABLES: RestaurantTable[] = [
  { id: 'six', seats: 6, position: 0 },
  { id: 'two', seats: 2, position: 2 },
  { id: 'four', seats: 4, position: 1 },
  { id: 'two-b', seats: 2, position: 3 },
];
const DINNER = [{ weekday: 3, startMinute: 18 * 60, endMinute: 22 * 60 }];
const reserved = (start: string, minutes = 90): Busy => ({
  start: at(start),
  end: at(start) + minutes * MINUTE_MS,
  kind: 'appointment',
});

function search(partySize: number, busy: Record<string, Busy[]> = {}, rules: Partial<SlotSearch['rules']> = {}) {
  return {
    candidates: guestCandidates(TABLES, partySize, DINNER, new Map(Object.entries(busy))),
    now: at('09:00'),
    rules: {
      zone: BERLIN,
      fromDay: WEDNESDAY,
      toDay: WEDNESDAY,
      frequencyMinutes: 30,
      durationMinutes: 90,
      earliest: at('09:00'),
      latest: at('09:00', WEDNESDAY + 90),
      ...rules,
    },
  } satisfies SlotSearch;
}
const starts = (s: SlotSearch) => findSlots(s).map((slot) => wall(slot.start));

describe('capacity: one party per table, at a table with enough seats', () => {
  it('seats a party only at tables with at least as many seats, best fit first', () => {
    expect(guestCandidates(TABLES, 2, DINNER, new Map()).map((t) => t.id)).toEqual(['two', 'two-b', 'four', 'six']);
    expect(guestCandidates(TABLES, 3, DINNER, new Map()).map((t) => t.id)).toEqual(['four', 'six']);
    expect(guestCandidates(TABLES, 6, DINNER, new Map()).map((t) => t.id)).toEqual(['six']);
  });

  it('offers nothing to a party larger than every table when no combination seats it', () => {
    expect(guestCandidates(TABLES, 7, DINNER, new Map())).toEqual([]);
    expect(starts(search(7))).toEqual([]);
  });

  it('steps by the frequency inside the opening hours, the whole reservation before closing', () => {
    expect(starts(search(2))).toEqual(['18:00', '18:30', '19:00', '19:30', '20:00', '20:30']);
  });

  it('gives a couple the smaller table while it is free, and the next table once it is taken', () => {
    expect(checkStart(search(2), at('19:00'), bestFitFirst)).toEqual({
      ok: true,
      value: ['two', 'two-b', 'four', 'six'],
    });
    const busy = { two: [reserved('18:30')], 'two-b': [reserved('19:00')] };
    expect(checkStart(search(2, busy), at('19:00'), bestFitFirst)).toEqual({ ok: true, value: ['four', 'six'] });
  });

  it('frees a table the moment the party before ends (half-open times)', () => {
    const busy = { six: [reserved('18:00')] };
    expect(starts(search(5, busy))).toEqual(['19:30', '20:00', '20:30']);
  });

  it('answers slot_taken when every fitting table is reserved, and slot_unavailable off the schedule', () => {
    const busy = { six: [reserved('19:00')] };
    expect(checkStart(search(6, busy), at('19:00'), bestFitFirst)).toEqual({
      ok: false,
      error: { code: 'slot_taken' },
    });
    expect(checkStart(search(6), at('19:10'), bestFitFirst)).toEqual({
      ok: false,
      error: { code: 'slot_unavailable' },
    });
    expect(checkStart(search(6), at('21:00'), bestFitFirst)).toEqual({
      ok: false,
      error: { code: 'slot_unavailable' },
    });
  });

  it('keeps to the lead-time window: nothing before the earliest start', () => {
    expect(starts(search(2, {}, { earliest: at('19:15') }))).toEqual(['19:30', '20:00', '20:30']);
  });

  it('lets a reservation being moved ignore its own time', () => {
    const busy = { six: [{ ...reserved('19:00'), id: 'mine' }] };
    expect(checkStart({ ...search(6, busy), ignoreId: 'mine' }, at('19:30'), bestFitFirst)).toEqual({
      ok: true,
      value: ['six'],
    });
  });
});
