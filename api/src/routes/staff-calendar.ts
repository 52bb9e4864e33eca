import { createStaffAppointment, listStaffAppointments } from '@booking/shared/contract/operations/staff-appointments';
import {
  getStaffCalendar,
  listStaffBranches as listStaffBranchesOperation,
} from '@booking/shared/contract/operations/staff-calendar';
import type {
  StaffAppointmentListResponse,
  StaffAppointmentResponse,
} from '@booking/shared/contract/staff-appointments';
import type { StaffBranchListResponse, StaffCalendarResponse } from '@booking/shared/contract/staff-calendar';
import { formatZoned } from '@booking/shared/time/format-zoned';
import { dayNumber } from '@booking/shared/time/local-date';
import { zonedInstant } from '@booking/shared/time/zoned-instant';
import { Hono } from 'hono';
import { staffBookAppointment } from '../commands/staff-book-appointment';
import type { Db } from '../db/db';
import { findMerchantAndBranch } from '../db/merchant-settings-repo';
import { listBranchEmployees } from '../db/schedule-repo';
import {
  listAbsencesBetween,
  listAppointmentsBetween,
  listOpeningHours,
  listStaffBranches,
  searchAppointments,
} from '../db/staff-calendar-repo';
import { shiftsOnDay } from '../domain/staff/find-conflict';
import { errorResponse } from '../http/error-response';
import { presentAbsence, presentStaffAppointment } from '../http/present-staff-appointment';
import { registerOperation } from '../http/register-operation';

/**
 * The calendar of a branch: /v0/staff/branches. Days are local dates of the branch and
 * become instants in its zone here, so a day is 23 or 25 hours long across DST.
 */
export function staffCalendarRoutes({ db, now }: { db: Db; now: () => Date }) {
  const app = new Hono();
  const routes = { app, db, now };
  registerOperation(routes, listStaffBranchesOperation, async (c, _input, { staff }) => {
    const branches = await listStaffBranches(db, staff.organizationId);
    const body: StaffBranchListResponse = {
      results: {
        branches: branches.map(({ id, slug, name, timezone, country, street, zip, city, closed }) => ({
          id,
          slug,
          name,
          timezone,
          country,
          street,
          zip,
          city,
          closed,
        })),
      },
    };
    return c.json(body);
  });
  registerOperation(routes, getStaffCalendar, async (c, input, { branch }) => {
    const at = now();
    const zone = branch.timezone;
    const { from, to } = input.query;
    const days: number[] = [];
    for (let day = dayNumber(from); day <= dayNumber(to); day++) days.push(day);
    const start = new Date(zonedInstant(zone, dayNumber(from), 0));
    const end = new Date(zonedInstant(zone, dayNumber(to) + 1, 0));
    const [employees, appointments, absences, opening] = [
      await listBranchEmployees(db, branch.id, at),
      await listAppointmentsBetween(db, branch.id, start, end),
      await listAbsencesBetween(db, branch.id, start, end),
      await listOpeningHours(db, branch.id),
    ];
    const periods = (shifts: Parameters<typeof shiftsOnDay>[0]) =>
      days.flatMap((day) =>
        shiftsOnDay(shifts, zone, day).map((s) => ({
          start: formatZoned(s.start, zone),
          end: formatZoned(s.end, zone),
        })),
      );
    const body: StaffCalendarResponse = {
      results: {
        branch: { slug: branch.slug, name: branch.name, timezone: zone, country: branch.country },
        from,
        to,
        opening_hours: periods(opening),
        employees: employees.map((e) => ({
          id: e.id,
          first_name: e.first_name,
          last_name: e.last_name,
          working_hours: periods(e.shifts),
        })),
        appointments: appointments.map((a) => presentStaffAppointment(a, at)),
        absences: absences.map((a) => presentAbsence(a, zone)),
      },
    };
    return c.json(body);
  });
  registerOperation(routes, listStaffAppointments, async (c, input, { branch }) => {
    const at = now();
    const { page, nextOffset } = await searchAppointments(db, branch.id, input.query, at);
    const body: StaffAppointmentListResponse = {
      results: { appointments: page.map((a) => presentStaffAppointment(a, at)), next_offset: nextOffset },
    };
    return c.json(body);
  });
  registerOperation(routes, createStaffAppointment, async (c, input, { staff, branch }) => {
    const at = now();
    const { merchant } = await findMerchantAndBranch(db, staff.organization, null);
    if (!merchant) return errorResponse(c, { code: 'branch_not_found' });
    const booked = await staffBookAppointment(db, {
      merchant,
      branch,
      request: input.body,
      now: at,
    });
    if (!booked.ok) return errorResponse(c, booked.error);
    const body: StaffAppointmentResponse = { results: { appointment: presentStaffAppointment(booked.value, at) } };
    return c.json(body, 201);
  });
  return app;
}
