import type { HostStatus } from '@booking/shared/contract/host-status';
import type { ServicePeriodName } from '@booking/shared/contract/staff-service-day';
import { holdsTable } from '@booking/shared/reservations/host-transitions';
import { MINUTE_MS } from '@booking/shared/time/local-date';
import { localMinuteOf } from '@booking/shared/time/zoned-instant';
import type { Interval } from './seat-party';
import type { RestaurantTable } from './table-candidates';

/** A period opening before this local minute (16:00) is lunch; later ones are dinner. */
export const DINNER_FROM_MINUTE = 16 * 60;

/** A reservation once per table it holds (a combination's party on several rows of one id). */
export type DayReservation = Interval & { id?: string; tableId: string; partySize: number; status: HostStatus };

export type PeriodSummary = Interval & {
  name: ServicePeriodName;
  covers: number;
  reservations: number;
  seats: number;
  free: { start: number; largestParty: number; freeTables: number }[];
};

/**
 * The service periods of a day (its opening periods, as instants) with what the host needs at
 * a glance: the covers and reservations starting in each (cancelled and no-shows left out),
 * the seats of all tables, and for every start on the merchant's grid (counted from the
 * period's opening) whose whole duration fits, the largest party a free table still seats
 * then and how many tables are free.
 */
export function summarisePeriods(input: {
  periods: readonly Interval[];
  zone: string;
  tables: readonly RestaurantTable[];
  reservations: readonly DayReservation[];
  frequencyMinutes: number;
  durationMinutes: number;
}): PeriodSummary[] {
  const { zone, tables } = input;
  const holding = input.reservations.filter((r) => holdsTable(r.status));
  const seats = tables.reduce((sum, t) => sum + t.seats, 0);
  return input.periods.map((period) => {
    const starting = [
      ...new Map(
        holding.filter((r) => r.start >= period.start && r.start < period.end).map((r, i) => [r.id ?? i, r]),
      ).values(),
    ];
    const free: PeriodSummary['free'] = [];
    const step = input.frequencyMinutes * MINUTE_MS;
    const length = input.durationMinutes * MINUTE_MS;
    for (let start = period.start; start + length <= period.end; start += step) {
      const end = start + length;
      const open = tables.filter((t) => !holding.some((r) => r.tableId === t.id && r.start < end && start < r.end));
      free.push({
        start,
        largestParty: open.reduce((most, t) => Math.max(most, t.seats), 0),
        freeTables: open.length,
      });
    }
    return {
      ...period,
      name: periodName(period.start, zone),
      covers: starting.reduce((sum, r) => sum + r.partySize, 0),
      reservations: starting.length,
      seats,
      free,
    };
  });
}

/** Lunch or dinner by the local time the period opens. */
export function periodName(start: number, zone: string): ServicePeriodName {
  return localMinuteOf(zone, start) < DINNER_FROM_MINUTE ? 'lunch' : 'dinner';
}
