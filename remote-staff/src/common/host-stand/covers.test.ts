import { describe, expect, it } from '@rstest/core';
import { coversByHour, coversByService } from './covers';

const at = (hhmm: string) => `2026-12-01T${hhmm}:00+01:00[Europe/Berlin]`;
const LUNCH_AND_DINNER = [
  { start: at('12:00'), end: at('15:00') },
  { start: at('17:30'), end: at('23:00') },
];
const party = (hhmm: string, size: number, status = 'confirmed') => ({ start: at(hhmm), party_size: size, status });

describe('coversByService', () => {
  it('adds the guests of each service, lunch and dinner, as the opening hours divide the day', () => {
    const parties = [party('12:00', 2), party('14:45', 4), party('17:30', 6), party('21:15', 2)];
    expect(coversByService(parties, LUNCH_AND_DINNER)).toEqual([
      { service: 'lunch', covers: 6, parties: 2 },
      { service: 'dinner', covers: 8, parties: 2 },
    ]);
  });

  it('leaves out cancelled parties and no-shows, but counts those seated and finished', () => {
    const parties = [
      party('12:00', 2, 'cancelled'),
      party('12:30', 3, 'no_show'),
      party('13:00', 4, 'seated'),
      party('13:15', 5, 'finished'),
    ];
    expect(coversByService(parties, LUNCH_AND_DINNER)[0]).toEqual({ service: 'lunch', covers: 9, parties: 2 });
  });

  it('shows a service the day has with no guests yet as zero', () => {
    expect(coversByService([], LUNCH_AND_DINNER)).toEqual([
      { service: 'lunch', covers: 0, parties: 0 },
      { service: 'dinner', covers: 0, parties: 0 },
    ]);
  });

  it('counts a walk-in outside the opening hours in the service its clock time belongs to', () => {
    expect(coversByService([party('16:00', 2), party('17:10', 3)], [])).toEqual([
      { service: 'lunch', covers: 2, parties: 1 },
      { service: 'dinner', covers: 3, parties: 1 },
    ]);
  });

  it('splits a kitchen open all afternoon into the evening at 17:00', () => {
    const allDay = [{ start: at('12:00'), end: at('22:00') }];
    expect(coversByService([party('16:45', 2), party('17:00', 4)], allDay)).toEqual([
      { service: 'lunch', covers: 2, parties: 1 },
      { service: 'dinner', covers: 4, parties: 1 },
    ]);
  });
});

describe('coversByHour', () => {
  it('adds the guests arriving in each hour, in order, without the cancelled', () => {
    const parties = [party('19:30', 2), party('18:00', 4), party('18:45', 2), party('18:15', 6, 'cancelled')];
    expect(coversByHour(parties)).toEqual([
      { hour: '18', covers: 6, parties: 2 },
      { hour: '19', covers: 2, parties: 1 },
    ]);
  });
});
