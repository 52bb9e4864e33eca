import type { HostStatus } from '@booking/shared/contract/host-status';
import { describe, expect, it } from '@rstest/core';
import { coversByHour, coversByService } from './covers';

const at = (hhmm: string) => `2026-12-01T${hhmm}:00+01:00[Europe/Berlin]`;
const LUNCH = { name: 'lunch', start: at('12:00'), end: at('15:00') } as const;
const DINNER = { name: 'dinner', start: at('17:30'), end: at('23:00') } as const;
const LUNCH_AND_DINNER = [LUNCH, DINNER];
const party = (hhmm: string, size: number, status: HostStatus = 'confirmed') => ({
  start: at(hhmm),
  party_size: size,
  status,
});

describe('coversByService', () => {
  it('adds the guests of each service, lunch and dinner, as the opening hours divide the day', () => {
    const parties = [party('12:00', 2), party('14:45', 4), party('17:30', 6), party('21:15', 2)];
    expect(coversByService(parties, LUNCH_AND_DINNER)).toEqual([
      { ...LUNCH, covers: 6, parties: 2 },
      { ...DINNER, covers: 8, parties: 2 },
    ]);
  });

  it('leaves out cancelled parties and no-shows, but counts those seated and finished', () => {
    const parties = [
      party('12:00', 2, 'cancelled'),
      party('12:30', 3, 'no_show'),
      party('13:00', 4, 'seated'),
      party('13:15', 5, 'finished'),
    ];
    expect(coversByService(parties, LUNCH_AND_DINNER)[0]).toEqual({ ...LUNCH, covers: 9, parties: 2 });
  });

  it('shows a service the day has with no guests yet as zero', () => {
    expect(coversByService([], LUNCH_AND_DINNER)).toEqual([
      { ...LUNCH, covers: 0, parties: 0 },
      { ...DINNER, covers: 0, parties: 0 },
    ]);
  });

  it('counts a walk-in between the services in the one begun before it, and one before lunch in lunch', () => {
    const totals = coversByService([party('16:00', 2), party('11:30', 3)], LUNCH_AND_DINNER);
    expect(totals.map((t) => [t.name, t.covers])).toEqual([
      ['lunch', 5],
      ['dinner', 0],
    ]);
  });

  it('counts nothing on a day without services', () => {
    expect(coversByService([party('12:00', 2)], [])).toEqual([]);
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
