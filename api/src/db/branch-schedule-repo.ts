import * as z from 'zod/mini';
import type { Busy } from '../domain/availability/busy-intervals';
import type { Shift } from '../domain/availability/free-starts';
import type { Db } from './db';
import { SHIFT_JSON, toShift } from './employee-shifts-repo';
import type { RidingKey } from './idempotency-repo';
import { jsonColumn } from './json-column';
import type { BranchEmployee, BranchService } from './schedule-repo';
import { rawSql, runSql, sql } from './sql';

const scheduleSchema = z.object({
  services: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      duration_minutes: z.number(),
      price_minor: z.number(),
      online_bookable: z.boolean(),
      buffer_after_minutes: z.number(),
    }),
  ),
  employees: z.array(
    z.object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      display_name: z.nullable(z.string()),
      selectable: z.boolean(),
      position: z.number(),
      service_ids: z.array(z.string()),
      shifts: z.array(
        z.object({
          employee_id: z.string(),
          branch_id: z.string(),
          weekday: z.number(),
          start_minute: z.number(),
          end_minute: z.number(),
          from_day: z.nullable(z.string()),
          until_day: z.nullable(z.string()),
          cycle_weeks: z.number(),
          cycle_week: z.number(),
          on_day: z.nullable(z.string()),
          except_days: z.array(z.string()),
        }),
      ),
    }),
  ),
  /** [employee id, start ms, end ms, kind, hold expiry ms or null, row id or null] */
  /** The branch's opening periods (none: its employees' hours alone bound it). */
  opening: z.array(z.object({ weekday: z.number(), startMinute: z.number(), endMinute: z.number() })),
  /** Local dates in the range the branch is closed on. */
  closed_days: z.array(z.string()),
  /** The branch was closed by its owner: it offers nothing. */
  closed: z.boolean(),
  busy: z.array(
    z.tuple([
      z.string(),
      z.number(),
      z.number(),
      z.enum(['appointment', 'hold', 'absence']),
      z.nullable(z.number()),
      z.nullable(z.string()),
    ]),
  ),
});

export type BranchSchedule = {
  services: BranchService[];
  employees: BranchEmployee[];
  busy: Map<string, Busy[]>;
  opening: Shift[];
  closedDays: string[];
  closed: boolean;
};

const ms = (column: string) => rawSql(`(extract(epoch FROM ${column}) * 1000)::float8`);

/**
 * Everything a search or a booking decides on, in one round trip: the requested services
 * the branch offers, the employees working there (their services and hours; only
 * `employeeId`, if given and working there), and what occupies them in [from, to):
 * absences, appointments, holds (expired ones too: whether a hold still counts is the
 * domain's call). A booking with a named employee reads one employee, not the whole team.
 */
export async function loadBranchSchedule(
  db: Db,
  query: { branchId: string; serviceIds: readonly string[]; employeeId: string | null; from: Date; to: Date },
  /** A booking's idempotency key: claimed by this statement, one round trip fewer. */
  key?: RidingKey,
): Promise<BranchSchedule> {
  const { branchId, from, to, employeeId } = query;
  const serviceIds = query.serviceIds.join(',');
  const claim = key?.claimSql() ?? null;
  const [row] = await runSql<{ schedule: unknown; key_claimed: boolean | null }>(
    db,
    sql`WITH ${claim ? sql`key_claim AS (${claim}),` : rawSql('')}
     staff AS (
       SELECT e.* FROM employees e
        WHERE e.removed_at IS NULL
          AND EXISTS (SELECT 1 FROM employee_shifts s WHERE s.employee_id = e.id AND s.branch_id = ${branchId})
          AND (${employeeId}::uuid IS NULL OR e.id = ${employeeId}::uuid)
     ),
     claims AS (
       SELECT employee_id, during, 'absence' AS kind, NULL::timestamptz AS expires_at, NULL::uuid AS id FROM absences
        WHERE employee_id IN (SELECT id FROM staff) AND during && tstzrange(${from}, ${to})
       UNION ALL
       -- An appointment awaiting online payment blocks like a hold until it is due.
       -- An appointment blocks its services' buffers after it too (as the services say now).
       SELECT employee_id,
              tstzrange(lower(during), upper(during) + make_interval(mins => (
                SELECT coalesce(sum(s.buffer_after_minutes), 0)::int FROM jsonb_array_elements(a.services) booked
                  JOIN services s ON s.id::text = booked->>'id'))),
              CASE WHEN status = 'held' OR payment_due_at IS NOT NULL THEN 'hold' ELSE 'appointment' END,
              coalesce(hold_expires_at, payment_due_at), id
         FROM appointments a
        WHERE employee_id IN (SELECT id FROM staff) AND during && tstzrange(${from}, ${to}) AND status <> 'cancelled'
     )
     SELECT json_build_object(
       'services', (SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', s.name,
                      'duration_minutes', s.duration_minutes, 'price_minor', s.price_minor,
                      'online_bookable', s.online_bookable, 'buffer_after_minutes', s.buffer_after_minutes)), '[]')
                      FROM services s JOIN branch_services bs ON bs.service_id = s.id
                     WHERE bs.branch_id = ${branchId} AND s.id = ANY(string_to_array(${serviceIds}, ',')::uuid[])),
       'employees', (SELECT coalesce(json_agg(json_build_object('id', e.id, 'first_name', e.first_name,
                      'last_name', e.last_name, 'display_name', e.display_name, 'selectable', e.selectable,
                      'position', e.position,
                      'service_ids', (SELECT coalesce(json_agg(es.service_id ORDER BY es.service_id), '[]')
                                        FROM employee_services es
                                        JOIN branch_services bs ON bs.service_id = es.service_id AND bs.branch_id = ${branchId}
                                       WHERE es.employee_id = e.id),
                      'shifts', (SELECT coalesce(json_agg(${rawSql(SHIFT_JSON)}), '[]')
                                   FROM employee_shifts s WHERE s.employee_id = e.id AND s.branch_id = ${branchId})
                    ) ORDER BY e.position, e.last_name, e.first_name), '[]') FROM staff e),
       'opening', (SELECT coalesce(json_agg(json_build_object('weekday', h.weekday,
                     'startMinute', (extract(epoch FROM h.start_time) / 60)::int,
                     'endMinute', (extract(epoch FROM h.end_time) / 60)::int)), '[]')
                     FROM branch_opening_hours h WHERE h.branch_id = ${branchId}),
       -- Local dates: the range's instants widened by a day each side cover every zone.
       'closed_days', (SELECT coalesce(json_agg(d.day::text), '[]') FROM branch_closed_days d
                        WHERE d.branch_id = ${branchId}
                          AND d.day BETWEEN (${from}::timestamptz - interval '1 day')::date
                                        AND (${to}::timestamptz + interval '1 day')::date),
       'closed', (SELECT coalesce(bool_or(b.closed_at IS NOT NULL), false) FROM branches b WHERE b.id = ${branchId}),
       'busy', (SELECT coalesce(json_agg(json_build_array(c.employee_id, ${ms('lower(c.during)')},
                   ${ms('upper(c.during)')}, c.kind, ${ms('c.expires_at')}, c.id)), '[]')
                  FROM claims c)
     ) AS schedule, ${rawSql(claim ? 'EXISTS (SELECT 1 FROM key_claim)' : 'NULL::boolean')} AS key_claimed`,
  );
  // Before anything is decided or written: throws if the request must not go on.
  if (claim) key?.settle(row?.key_claimed === true);
  const schedule = jsonColumn(scheduleSchema, row?.schedule);
  const busy = new Map<string, Busy[]>(schedule.employees.map((e) => [e.id, []]));
  for (const [employeeId, start, end, kind, expiresAt, id] of schedule.busy) {
    busy.get(employeeId)?.push({ start, end, kind, expiresAt, id });
  }
  const employees = schedule.employees.map((e) => ({ ...e, shifts: e.shifts.map(toShift) }));
  return {
    services: schedule.services,
    employees,
    busy,
    opening: schedule.opening,
    closedDays: schedule.closed_days,
    closed: schedule.closed,
  };
}
