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
import { type Context, Hono } from 'hono';
import { loadDaySchedule, staffSeatReservation, walkInStart } from '../commands/staff-seat-reservation';
import type { Db } from '../db/db';
import { findMerchantAndBranch } from '../db/merchant-settings-repo';
import { searchStaffReservations } from '../db/staff-reservation-repo';
import { checkStartZone } from '../domain/availability/check-start-zone';
import { checkOpenDay } from '../domain/branches/check-open-day';
import { normalisePhone } from '../domain/contact/normalise-phone';
import { openingPeriodOf, walkInRange } from '../domain/reservations/seat-party';
import { staffStartProblem } from '../domain/staff/staff-start-window';
import { errorResponse } from '../http/error-response';
import { presentStaffReservation } from '../http/present-staff-reservation';
import { registerOperation } from '../http/register-operation';
import { requireStaff } from '../http/require-staff';

/**
 * The signed-in staff member and a restaurant branch of their organization with the
 * merchant's settings: a branch of another organization, or a salon's, is not found (404).
 */
export async function restaurantBranch(db: Db, c: Context, now: Date, slug: string) {
  const staff = await requireStaff(db, c, now);
  if (!staff.ok) return staff;
  const { merchant, branch } = await findMerchantAndBranch(db, staff.value.organization, slug);
  if (!merchant || !branch || merchant.vertical !== 'gastro' || merchant.id !== staff.value.organizationId) {
    return { ok: false as const, error: { code: 'branch_not_found' as const } };
  }
  return { ok: true as const, value: { staff: staff.value, merchant, branch } };
}

/** The host stand's reads of a branch and its new reservations: /v0/staff/branches/{branch}/... */
export function staffReservationRoutes({ db, now, siteUrl }: { db: Db; now: () => Date; siteUrl: string }) {
  const app = new Hono();
  registerOperation(app, listStaffReservations, async (c, { params, query }) => {
    const found = await restaurantBranch(db, c, now(), params.branch);
    if (!found.ok) return errorResponse(c, found.error);
    const { branch } = found.value;
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

  registerOperation(app, createStaffReservation, async (c, { params, body }) => {
    const at = now();
    const found = await restaurantBranch(db, c, at, params.branch);
    if (!found.ok) return errorResponse(c, found.error);
    const { branch, merchant } = found.value;
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

  registerOperation(app, seatWalkIn, async (c, { params, body }) => {
    const at = now();
    const found = await restaurantBranch(db, c, at, params.branch);
    if (!found.ok) return errorResponse(c, found.error);
    const { branch, merchant } = found.value;
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
