import {
  createStaffReservation,
  listStaffReservations,
  seatWalkIn,
} from '@booking/shared/contract/operations/staff-reservations';
import type {
  StaffReservationListResponse,
  StaffReservationResponse,
} from '@booking/shared/contract/staff-reservations';
import { instantOf } from '@booking/shared/time/instant-of';
import { dateOfDay, dayNumber, MINUTE_MS } from '@booking/shared/time/local-date';
import { localDayOf, zonedInstant } from '@booking/shared/time/zoned-instant';
import { Hono } from 'hono';
import { loadDaySchedule, staffSeatReservation, walkInStart } from '../commands/staff-seat-reservation';
import type { Db } from '../db/db';
import { searchStaffReservations } from '../db/staff-reservation-repo';
import { checkStartZone } from '../domain/availability/check-start-zone';
import { checkOpenDay } from '../domain/branches/check-open-day';
import { normalisePhone } from '../domain/contact/normalise-phone';
import { openingPeriodOf, walkInRange } from '../domain/reservations/seat-party';
import { staffStartProblem } from '../domain/staff/staff-start-window';
import { errorResponse } from '../http/error-response';
import { presentStaffReservation } from '../http/present-staff-reservation';
import { registerOperation } from '../http/register-operation';
import { findStaffRestaurant } from '../http/staff-restaurant';

/** The host stand's reads of a branch and its new reservations: /v0/staff/branches/{branch}/... */
export function staffReservationRoutes({ db, now, siteUrl }: { db: Db; now: () => Date; siteUrl: string }) {
  const app = new Hono();
  const routes = { app, db, now };
  registerOperation(routes, listStaffReservations, async (c, { query }, { staff, branch }) => {
    if (!(await findStaffRestaurant(db, staff))) return errorResponse(c, { code: 'branch_not_found' });
    const zone = branch.timezone;
    const from = new Date(zonedInstant(zone, dayNumber(query.from), 0));
    const to = new Date(zonedInstant(zone, dayNumber(query.to) + 1, 0));
    const page = await searchStaffReservations(db, branch.id, { ...query, from, to });
    const next = query.offset + page.reservations.length;
    return c.json({
      results: {
        reservations: page.reservations.map(presentStaffReservation),
        total: page.total,
        next_offset: next < page.total ? next : null,
      },
    } satisfies StaffReservationListResponse);
  });

  registerOperation(routes, createStaffReservation, async (c, { body }, { staff, branch }) => {
    const at = now();
    const merchant = await findStaffRestaurant(db, staff);
    if (!merchant) return errorResponse(c, { code: 'branch_not_found' });
    const zone = branch.timezone;
    const zoned = checkStartZone(body.start, zone);
    if (!zoned.ok) return errorResponse(c, zoned.error);
    const start = instantOf(body.start);
    const outside = staffStartProblem(new Date(start), at, zone);
    if (outside) return errorResponse(c, outside);
    const email = body.email?.toLowerCase() || null;
    if (body.reminder === 'email' && !email) {
      return errorResponse(c, { code: 'invalid_input', fields: { email: [{ code: 'required' }] } });
    }
    const schedule = await loadDaySchedule(db, branch, start);
    const open = checkOpenDay(schedule, dateOfDay(localDayOf(zone, start)), { forStaff: true });
    if (!open.ok) return errorResponse(c, open.error);
    const range = { start, end: start + schedule.durationMinutes * MINUTE_MS };
    const period = openingPeriodOf(schedule.openingHours, zone, localDayOf(zone, start), range);
    if (!period.ok) return errorResponse(c, period.error);
    const seated = await staffSeatReservation(db, {
      merchant,
      branch,
      now: at,
      source: 'phone',
      range,
      partySize: body.party_size,
      tableId: body.table_id ?? null,
      status: 'confirmed',
      guest: {
        name: body.name,
        email,
        phone: normalisePhone(body.phone),
        special_request: body.special_request || null,
        notes: body.notes || null,
        reminder: body.reminder,
        locale: body.locale,
      },
      siteUrl,
    });
    if (!seated.ok) return errorResponse(c, seated.error);
    return c.json(
      { results: { reservation: presentStaffReservation(seated.value) } } satisfies StaffReservationResponse,
      201,
    );
  });

  registerOperation(routes, seatWalkIn, async (c, { body }, { staff, branch }) => {
    const at = now();
    const merchant = await findStaffRestaurant(db, staff);
    if (!merchant) return errorResponse(c, { code: 'branch_not_found' });
    const zone = branch.timezone;
    const start = walkInStart(at);
    const schedule = await loadDaySchedule(db, branch, start);
    const open = checkOpenDay(schedule, dateOfDay(localDayOf(zone, start)), { forStaff: true });
    if (!open.ok) return errorResponse(c, open.error);
    const range = walkInRange(
      schedule.openingHours,
      zone,
      localDayOf(zone, start),
      start,
      schedule.durationMinutes * MINUTE_MS,
    );
    if (!range.ok) return errorResponse(c, range.error);
    const seated = await staffSeatReservation(db, {
      merchant,
      branch,
      now: at,
      source: 'walk_in',
      range: range.value,
      partySize: body.party_size,
      tableId: body.table_id ?? null,
      status: 'seated',
      guest: {
        name: body.name || null,
        email: null,
        phone: null,
        special_request: null,
        notes: body.notes || null,
        reminder: 'none',
        locale: 'de',
      },
      siteUrl,
    });
    if (!seated.ok) return errorResponse(c, seated.error);
    return c.json(
      { results: { reservation: presentStaffReservation(seated.value) } } satisfies StaffReservationResponse,
      201,
    );
  });
  return app;
}
