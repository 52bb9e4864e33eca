import * as z from 'zod/mini';
import type { Busy } from '../domain/availability/busy-intervals';
import type { Shift } from '../domain/availability/free-starts';
import type { PartySizeLimits } from '../domain/reservations/check-party-size';
import type { RestaurantTable, TableCombination } from '../domain/reservations/table-places';
import type { Db } from './db';
import { jsonColumn } from './json-column';

const scheduleSchema = z.object({
  duration_minutes: z.number(),
  party: z.object({ min: z.number(), max: z.number() }),
  opening_hours: z.array(z.object({ weekday: z.number(), startMinute: z.number(), endMinute: z.number() })),
  tables: z.array(
    z.object({
      id: z.string(),
      seats: z.number(),
      minSeats: z.number(),
      position: z.number(),
      use: z.enum(['online', 'staff', 'walk_in']),
    }),
  ),
  combinations: z.array(
    z.object({
      id: z.string(),
      tableIds: z.nullable(z.array(z.string())),
      minSeats: z.number(),
      seats: z.number(),
      position: z.number(),
    }),
  ),
  closed: z.boolean(),
  /** [local date, the owner's reason] */
  closed_days: z.array(z.tuple([z.string(), z.string()])),
  /** [table id, start ms, end ms, reservation id] */
  busy: z.array(z.tuple([z.string(), z.number(), z.number(), z.string()])),
});

export type RestaurantSchedule = {
  durationMinutes: number;
  party: PartySizeLimits;
  openingHours: Shift[];
  /** The tables in service (retired ones left out). */
  tables: RestaurantTable[];
  /** The owner's combinations not removed. */
  combinations: TableCombination[];
  /** Reservations holding their table, per table (as `appointment` claims: they block like bookings do). */
  busy: Map<string, Busy[]>;
  /** The owner closed the branch: it takes no new reservations. */
  closed: boolean;
  /** The branch's closed days read (local date to the owner's reason). */
  closedDays: Map<string, string>;
};

const ms = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;

/**
 * What a reservation search or booking decides on, in one round trip: the branch's rules,
 * its opening hours, whether it is closed, its closed days (around [from, to), and between
 * the local dates `closedDays` names), its tables, and the live reservations on them in [from, to).
 * Read fresh, not cached: a day the owner just closed applies to the next search.
 */
export async function loadRestaurantSchedule(
  db: Db,
  query: { branchId: string; from: Date; to: Date; closedDays?: { from: string; to: string } },
): Promise<RestaurantSchedule> {
  const [row] = await db.query<{ schedule: unknown }>(
    `SELECT json_build_object(
       'duration_minutes', b.reservation_duration_minutes,
       'party', json_build_object('min', b.min_party_size, 'max', b.max_party_size),
       'opening_hours', (SELECT coalesce(json_agg(json_build_object('weekday', h.weekday,
                           'startMinute', (extract(epoch FROM h.start_time) / 60)::int,
                           'endMinute', (extract(epoch FROM h.end_time) / 60)::int)), '[]')
                           FROM branch_opening_hours h WHERE h.branch_id = b.id),
       'closed', b.closed_at IS NOT NULL,
       -- Local dates: the instants widened by a day each side cover every zone.
       'closed_days', (SELECT coalesce(json_agg(json_build_array(d.day::text, d.reason) ORDER BY d.day), '[]')
                         FROM branch_closed_days d
                        WHERE d.branch_id = b.id
                          AND d.day BETWEEN least($4::date, ($2::timestamptz - interval '1 day')::date)
                                        AND greatest($5::date, ($3::timestamptz + interval '1 day')::date)),
       'tables', (SELECT coalesce(json_agg(json_build_object('id', t.id, 'seats', t.seats, 'minSeats', t.min_seats,
                           'position', t.position, 'use', t.bookable_by)), '[]')
                    FROM restaurant_tables t WHERE t.branch_id = b.id AND t.retired_at IS NULL),
       'combinations', (SELECT coalesce(json_agg(json_build_object('id', c.id, 'minSeats', c.min_seats,
                           'seats', c.max_seats, 'position', c.position,
                           'tableIds', (SELECT json_agg(m.table_id) FROM table_combination_members m
                                         WHERE m.combination_id = c.id))), '[]')
                          FROM table_combinations c WHERE c.branch_id = b.id AND c.removed_at IS NULL),
       'busy', (SELECT coalesce(json_agg(json_build_array(rt.table_id, ${ms('lower(rt.during)')},
                   ${ms('upper(rt.during)')}, rt.reservation_id)), '[]')
                  FROM reservation_tables rt
                 WHERE rt.branch_id = b.id AND rt.status NOT IN ('cancelled', 'no_show') AND rt.during && tstzrange($2, $3))
     ) AS schedule
     FROM branches b WHERE b.id = $1`,
    [query.branchId, query.from, query.to, query.closedDays?.from ?? null, query.closedDays?.to ?? null],
  );
  const schedule = jsonColumn(scheduleSchema, row?.schedule);
  const busy = new Map<string, Busy[]>(schedule.tables.map((t) => [t.id, []]));
  for (const [tableId, start, end, id] of schedule.busy) {
    busy.get(tableId)?.push({ start, end, kind: 'appointment', id });
  }
  return {
    durationMinutes: schedule.duration_minutes,
    party: schedule.party,
    openingHours: schedule.opening_hours,
    tables: schedule.tables,
    combinations: schedule.combinations.map((c) => ({ ...c, tableIds: c.tableIds ?? [] })),
    busy,
    closed: schedule.closed,
    closedDays: new Map(schedule.closed_days),
  };
}
