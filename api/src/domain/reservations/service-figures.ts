import { holdsTable } from '@booking/shared/reservations/host-transitions';
import { localMinuteOf } from '@booking/shared/time/zoned-instant';
import type { Interval } from './seat-party';
import type { DayReservation } from './service-periods';
import type { RestaurantTable } from './table-places';

/** A reservation's row per table it holds, as the day's list gives them (one id on several rows). */
export type HeldRow = DayReservation & { id: string };

export type Guests = { guests: number; parties: number };

/** What the host stand shows of one service (decision 0089): its guests and how full the room gets. */
export type ServiceFigures = Guests & {
  /** Seats of tables nobody holds at the service's busiest moment. */
  seatsFree: number;
  /** Tables nobody holds at any moment of the service: free for a whole sitting. */
  tablesFree: number;
  tables: number;
};

/**
 * The parties arriving on the day, one entry per reservation (the first of its rows), here or
 * gone: a cancelled party or a no-show is not a guest.
 */
const arrivals = (day: Interval, rows: readonly HeldRow[]) => [
  ...new Map(
    rows
      .filter((row) => holdsTable(row.status) && row.start >= day.start && row.start < day.end)
      .map((row) => [row.id, row]),
  ).values(),
];

/**
 * Each service's figures from the day's reservations. Guests are those of the parties that
 * start on the day, here or gone (cancelled parties and no-shows are not guests); a party
 * belongs to the service it starts in, and a walk-in seated outside every service to the last
 * one begun before it (the first, before any). The room counts a table with all its seats
 * while a party holds it (two at a table for four take the four), at the busiest moment.
 */
export function serviceFigures(input: {
  periods: readonly Interval[];
  /** The day, [start, end): parties starting in it are the day's guests. */
  day: Interval;
  tables: readonly RestaurantTable[];
  reservations: readonly HeldRow[];
}): ServiceFigures[] {
  const { periods, tables } = input;
  const holding = input.reservations.filter((row) => holdsTable(row.status));
  const guests = guestsByService(arrivals(input.day, holding), periods);
  return periods.map((period, index) => {
    const inside = holding.filter((row) => row.start < period.end && period.start < row.end);
    const tablesUsed = new Set(inside.map((row) => row.tableId));
    return {
      ...(guests[index] ?? { guests: 0, parties: 0 }),
      seatsFree: seatsOf(tables) - seatsTakenAtPeak(period, tables, inside),
      tablesFree: tables.filter((table) => !tablesUsed.has(table.id)).length,
      tables: tables.length,
    };
  });
}

const seatsOf = (tables: readonly RestaurantTable[]) => tables.reduce((sum, table) => sum + table.seats, 0);

/** The seats of the tables held at the busiest moment, which is some party's start or the period's. */
function seatsTakenAtPeak(period: Interval, tables: readonly RestaurantTable[], inside: readonly HeldRow[]): number {
  const seats = new Map(tables.map((table) => [table.id, table.seats]));
  const moments = [period.start, ...inside.map((row) => Math.max(period.start, row.start))];
  let most = 0;
  for (const moment of moments) {
    const held = new Set(inside.filter((row) => row.start <= moment && moment < row.end).map((row) => row.tableId));
    most = Math.max(
      most,
      [...held].reduce((sum, id) => sum + (seats.get(id) ?? 0), 0),
    );
  }
  return most;
}

function guestsByService(parties: readonly HeldRow[], periods: readonly Interval[]): Guests[] {
  const totals = periods.map(() => ({ guests: 0, parties: 0 }));
  for (const party of parties) {
    const begun = periods.filter((period) => period.start <= party.start).length;
    const total = totals[Math.max(begun - 1, 0)];
    if (!total) continue;
    total.guests += party.partySize;
    total.parties += 1;
  }
  return totals;
}

/**
 * The guests arriving in each hour of the branch's wall clock (`'18'` for 18:00-18:59) on
 * the day, in order, hours without arrivals left out.
 */
export function guestsByHour(input: {
  day: Interval;
  zone: string;
  reservations: readonly HeldRow[];
}): (Guests & { hour: string })[] {
  const hours = new Map<string, Guests>();
  for (const party of arrivals(input.day, input.reservations)) {
    const hour = String(Math.floor(localMinuteOf(input.zone, party.start) / 60)).padStart(2, '0');
    const total = hours.get(hour) ?? { guests: 0, parties: 0 };
    hours.set(hour, { guests: total.guests + party.partySize, parties: total.parties + 1 });
  }
  return [...hours.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([hour, total]) => ({ hour, ...total }));
}
