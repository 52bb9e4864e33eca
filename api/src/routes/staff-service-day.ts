import { getStaffServiceDay } from '@booking/shared/contract/operations/staff-reservations';
import type { StaffServiceDayResponse } from '@booking/shared/contract/staff-service-day';
import { formatZoned } from '@booking/shared/time/format-zoned';
import { dayNumber } from '@booking/shared/time/local-date';
import { zonedInstant } from '@booking/shared/time/zoned-instant';
import { Hono } from 'hono';
import { loadDaySchedule } from '../commands/staff-seat-reservation';
import type { Db } from '../db/db';
import { listBranchTables, listDayReservations } from '../db/staff-reservation-repo';
import { loadFloor } from '../db/table-settings-repo';
import { guestsByHour, serviceFigures } from '../domain/reservations/service-figures';
import { summarisePeriods } from '../domain/reservations/service-periods';
import { shiftsOnDay } from '../domain/staff/find-conflict';
import { errorResponse } from '../http/error-response';
import { registerOperation } from '../http/register-operation';
import { findStaffRestaurant } from '../http/staff-restaurant';

/**
 * GET /v0/staff/branches/{branch}/service-day: the host stand's day sheet. The service periods
 * are the branch's opening periods that day (lunch, dinner), in its zone, DST included.
 */
export function staffServiceDayRoutes({ db, now }: { db: Db; now: () => Date }) {
  const app = new Hono();
  registerOperation({ app, db, now }, getStaffServiceDay, async (c, { query }, { staff, branch }) => {
    const merchant = await findStaffRestaurant(db, staff);
    if (!merchant) return errorResponse(c, { code: 'branch_not_found' });
    const zone = branch.timezone;
    const day = dayNumber(query.date);
    const from = zonedInstant(zone, day, 0);
    const schedule = await loadDaySchedule(db, branch, from);
    const periods = shiftsOnDay(schedule.openingHours, zone, day);
    const tables = await listBranchTables(db, branch.id);
    const floor = await loadFloor(db, branch.id);
    const areaOf = new Map(floor.tables.map((t) => [t.id, t.area_id]));
    const dayRange = { start: from, end: zonedInstant(zone, day + 1, 0) };
    const reservations = await listDayReservations(db, branch.id, new Date(dayRange.start), new Date(dayRange.end));
    const summaries = summarisePeriods({
      periods,
      zone,
      tables,
      reservations,
      frequencyMinutes: merchant.frequencyMinutes,
      durationMinutes: schedule.durationMinutes,
    });
    const figures = serviceFigures({ periods, day: dayRange, tables, reservations });
    const at = (instant: number) => formatZoned(instant, zone);
    return c.json({
      results: {
        branch: { slug: branch.slug, name: branch.name, timezone: zone },
        date: query.date,
        rules: {
          min_party_size: schedule.party.min,
          max_party_size: schedule.party.max,
          duration_minutes: schedule.durationMinutes,
        },
        areas: floor.areas.map(({ id, name }) => ({ id, name })),
        tables: tables.map((t) => ({ ...t, area_id: areaOf.get(t.id) ?? null })),
        combinations: floor.combinations.map(({ id, name, table_ids, min_seats, max_seats }) => ({
          id,
          name,
          table_ids,
          min_seats,
          max_seats,
        })),
        periods: summaries.map((p, index) => {
          const shown = figures[index] ?? { guests: 0, parties: 0, seatsFree: 0, tablesFree: 0, tables: 0 };
          return {
            name: p.name,
            start: at(p.start),
            end: at(p.end),
            covers: p.covers,
            reservations: p.reservations,
            seats: p.seats,
            guests: shown.guests,
            parties: shown.parties,
            seats_free: shown.seatsFree,
            tables_free: shown.tablesFree,
            tables: shown.tables,
            free: p.free.map((f) => ({ start: at(f.start), largest_party: f.largestParty, free_tables: f.freeTables })),
          };
        }),
        guests_by_hour: guestsByHour({ day: dayRange, zone, reservations }),
      },
    } satisfies StaffServiceDayResponse);
  });

  return app;
}
