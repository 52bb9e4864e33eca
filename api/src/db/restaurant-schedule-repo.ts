import * as z from 'zod/mini';
import type { Busy } from '../domain/availability/busy-intervals';
import type { Shift } from '../domain/availability/free-starts';
import type { PartySizeLimits } from '../domain/reservations/check-party-size';
import type { RestaurantTable } from '../domain/reservations/table-candidates';
import type { Db } from './db';

const scheduleSchema = z.object({
  duration_minutes: z.number(),
  party: z.object({ min: z.number(), max: z.number() }),
  opening_hours: z.array(z.object({ weekday: z.number(), startMinute: z.number(), endMinute: z.number() })),
  tables: z.array(z.object({ id: z.string(), seats: z.number(), position: z.number() })),
  /** [table id, start ms, end ms, reservation id] */
  busy: z.array(z.tuple([z.string(), z.number(), z.number(), z.string()])),
});

export type RestaurantSchedule = {
  durationMinutes: number;
  party: PartySizeLimits;
  openingHours: Shift[];
  tables: RestaurantTable[];
  /** Reservations holding their table, per table (as `appointment` claims: they block like bookings do). */
  busy: Map<string, Busy[]>;
};

const ms = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;

/**
 * What a reservation search or booking decides on, in one round trip: the branch's rules,
 * its opening hours, its tables, and the live reservations on them in [from, to).
 */
export async function loadRestaurantSchedule(
  db: Db,
  query: { branchId: string; from: Date; to: Date },
): Promise<RestaurantSchedule> {
  const [row] = await db.query<{ schedule: unknown }>(
    `SELECT json_build_object(
       'duration_minutes', b.reservation_duration_minutes,
       'party', json_build_object('min', b.min_party_size, 'max', b.max_party_size),
       'opening_hours', (SELECT coalesce(json_agg(json_build_object('weekday', h.weekday,
                           'startMinute', (extract(epoch FROM h.start_time) / 60)::int,
                           'endMinute', (extract(epoch FROM h.end_time) / 60)::int)), '[]')
                           FROM branch_opening_hours h WHERE h.branch_id = b.id),
       'tables', (SELECT coalesce(json_agg(json_build_object('id', t.id, 'seats', t.seats, 'position', t.position)), '[]')
                    FROM restaurant_tables t WHERE t.branch_id = b.id),
       'busy', (SELECT coalesce(json_agg(json_build_array(r.table_id, ${ms('lower(r.during)')},
                   ${ms('upper(r.during)')}, r.id)), '[]')
                  FROM reservations r
                 WHERE r.branch_id = b.id AND r.status NOT IN ('cancelled', 'no_show') AND r.during && tstzrange($2, $3))
     ) AS schedule
     FROM branches b WHERE b.id = $1`,
    [query.branchId, query.from, query.to],
  );
  const schedule = z.parse(
    scheduleSchema,
    typeof row?.schedule === 'string' ? JSON.parse(row.schedule) : row?.schedule,
  );
  const busy = new Map<string, Busy[]>(schedule.tables.map((t) => [t.id, []]));
  for (const [tableId, start, end, id] of schedule.busy) {
    busy.get(tableId)?.push({ start, end, kind: 'appointment', id });
  }
  return {
    durationMinutes: schedule.duration_minutes,
    party: schedule.party,
    openingHours: schedule.opening_hours,
    tables: schedule.tables,
    busy,
  };
}
