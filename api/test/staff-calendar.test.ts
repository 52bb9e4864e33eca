import { availabilityResponseSchema } from '@booking/shared/contract/availability';
import { errorBodySchema } from '@booking/shared/contract/error-body';
import { staffAbsenceResponseSchema } from '@booking/shared/contract/staff-absences';
import {
  staffAppointmentListResponseSchema,
  staffAppointmentResponseSchema,
} from '@booking/shared/contract/staff-appointments';
import { staffBranchListResponseSchema, staffCalendarResponseSchema } from '@booking/shared/contract/staff-calendar';
import { beforeAll, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { book, bookingBody } from './helpers/booking-calls';
import { type StaffSalon, staffCall, staffSalon } from './helpers/staff-calls';
import { ALLOWED_ORIGIN, call, useTestApp } from './helpers/test-app';
import { TEST_NOW } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let a: StaffSalon;
let b: StaffSalon;

beforeAll(async () => {
  a = await staffSalon(t().app, t().db, 'staff-a');
  b = await staffSalon(t().app, t().db, 'staff-b');
});

const as = (salon: StaffSalon, method: string, path: string, body?: unknown) =>
  staffCall(t().app, salon.cookie, method, path, body);
const create = (salon: StaffSalon, body: Record<string, unknown>) =>
  as(salon, 'POST', `/v0/staff/branches/${salon.branch}/appointments`, {
    services: [salon.services.cut],
    employee_id: salon.employees.ana,
    ...body,
  });
const appointmentOf = (body: unknown) => z.parse(staffAppointmentResponseSchema, body).results.appointment;
const errorOf = (body: unknown) => z.parse(errorBodySchema, body).error;

describe('staff appointments', () => {
  it('books a walk-in at any minute inside working hours, without emailing anybody', async () => {
    const { status, body } = await create(a, { start: '2026-03-05T09:07:00+01:00', walk_in_name: 'Jo', notes: 'VIP' });
    expect(status).toBe(201);
    expect(appointmentOf(body)).toMatchObject({
      branch: 'main',
      start: '2026-03-05T09:07:00+01:00[Europe/Berlin]',
      end: '2026-03-05T09:37:00+01:00[Europe/Berlin]',
      status: 'booked',
      source: 'staff',
      customer: { name: 'Jo', email: null, phone: null },
      notes: 'VIP',
      total_price: { amount_minor: 3000, currency: 'EUR' },
    });
    const mail = await t().db.query('SELECT 1 FROM outbox_messages WHERE booking_id = $1', [appointmentOf(body).id]);
    expect(mail).toEqual([]);
  });

  it('books for nobody at all', async () => {
    const { status, body } = await create(a, { start: '2026-03-05T11:00:00+01:00' });
    expect(status).toBe(201);
    expect(appointmentOf(body).customer).toBeNull();
  });

  it('refuses a taken time, an absence and a time outside working hours with appointment_conflict naming it', async () => {
    const first = appointmentOf((await create(a, { start: '2026-03-05T12:00:00+01:00' })).body);
    const taken = await create(a, { start: '2026-03-05T12:15:00+01:00' });
    expect(taken.status).toBe(409);
    expect(errorOf(taken.body)).toEqual({
      code: 'appointment_conflict',
      params: { with: 'appointment', id: first.id, start: first.start, end: first.end, count: 1 },
    });
    const absence = await as(a, 'POST', `/v0/staff/branches/${a.branch}/absences`, {
      employee_id: a.employees.ana,
      kind: 'break',
      start: '2026-03-05T13:00:00+01:00',
      end: '2026-03-05T13:30:00+01:00',
    });
    expect(absence.status).toBe(201);
    const inBreak = await create(a, { start: '2026-03-05T12:45:00+01:00' });
    expect(errorOf(inBreak.body)).toMatchObject({ code: 'appointment_conflict', params: { with: 'absence' } });
    const evening = await create(a, { start: '2026-03-05T17:45:00+01:00' });
    expect(errorOf(evening.body)).toEqual({ code: 'appointment_conflict', params: { with: 'outside_hours' } });
    const count = await t().db.query(
      `SELECT 1 FROM appointments WHERE organization_id = $3 AND during && tstzrange($1, $2)`,
      ['2026-03-05T12:15:00+01:00', '2026-03-05T18:30:00+01:00', a.organizationId],
    );
    expect(count).toHaveLength(1);
  });

  it('answers 404 for services or employees of another organization, 400 without services', async () => {
    expect(
      errorOf((await create(a, { start: '2026-03-06T10:00:00+01:00', services: [b.services.cut] })).body).code,
    ).toBe('service_not_found');
    expect(
      errorOf((await create(a, { start: '2026-03-06T10:00:00+01:00', employee_id: b.employees.ana })).body).code,
    ).toBe('employee_not_found');
    const none = await create(a, { start: '2026-03-06T10:00:00+01:00', services: [] });
    expect(none.status).toBe(400);
  });

  it('edits notes, moves to a free time and another employee, and refuses a move into a conflict unchanged', async () => {
    const made = appointmentOf((await create(a, { start: '2026-03-06T10:00:00+01:00', walk_in_name: 'Kim' })).body);
    const noted = await as(a, 'PATCH', `/v0/staff/appointments/${made.id}`, { notes: 'Allergic to nuts' });
    expect(appointmentOf(noted.body).notes).toBe('Allergic to nuts');
    const blocker = appointmentOf((await create(a, { start: '2026-03-06T14:00:00+01:00' })).body);
    const conflict = await as(a, 'POST', `/v0/staff/appointments/${made.id}/move`, {
      start: '2026-03-06T13:45:00+01:00',
    });
    expect(errorOf(conflict.body)).toMatchObject({ code: 'appointment_conflict', params: { id: blocker.id } });
    const unchanged = await as(a, 'GET', `/v0/staff/appointments/${made.id}`);
    expect(appointmentOf(unchanged.body).start).toBe(made.start);
    const moved = await as(a, 'POST', `/v0/staff/appointments/${made.id}/move`, {
      start: '2026-03-06T14:00:00+01:00',
      employee_id: a.employees.ben,
    });
    expect(moved.status).toBe(200);
    expect(appointmentOf(moved.body)).toMatchObject({
      start: '2026-03-06T14:00:00+01:00[Europe/Berlin]',
      end: '2026-03-06T14:30:00+01:00[Europe/Berlin]',
      employee: { id: a.employees.ben },
      status: 'rescheduled',
    });
  });

  it('tells the customer of an online booking about a staff move, and moves the reminder', async () => {
    const online = await book(t().app, a, bookingBody(a, { start: '2026-03-09T10:00:00+01:00' }));
    expect(online.status).toBe(201);
    const id = z.parse(z.object({ results: z.object({ appointment: z.object({ id: z.string() }) }) }), online.body)
      .results.appointment.id;
    const reminderAt = async () => {
      const [row] = await t().db.query<{ send_after: Date }>(
        `SELECT send_after FROM outbox_messages WHERE booking_id = $1 AND kind = 'reminder' AND status = 'pending'`,
        [id],
      );
      return row ? new Date(row.send_after).getTime() : null;
    };
    const before = await reminderAt();
    expect(before).not.toBeNull();
    const moved = await as(a, 'POST', `/v0/staff/appointments/${id}/move`, { start: '2026-03-09T11:00:00+01:00' });
    expect(moved.status).toBe(200);
    const updates = await t().db.query(`SELECT 1 FROM outbox_messages WHERE booking_id = $1 AND kind = 'update'`, [id]);
    expect(updates).toHaveLength(1);
    // The reminder moves with the appointment: one hour later.
    expect(await reminderAt()).toBe((before ?? 0) + 3_600_000);
  });

  it('marks a no-show once the appointment started, and cancels by staff before', async () => {
    const made = appointmentOf((await create(a, { start: '2026-03-02T09:30:00+01:00', walk_in_name: 'Late' })).body);
    const early = await as(a, 'POST', `/v0/staff/appointments/${made.id}/cancel`, { reason: 'no_show' });
    expect(errorOf(early.body)).toMatchObject({ code: 'not_editable', params: { reason: 'not_started' } });
    t().clock.set(new Date('2026-03-02T08:45:00Z'));
    try {
      const noShow = await as(a, 'POST', `/v0/staff/appointments/${made.id}/cancel`, { reason: 'no_show' });
      // A walk-in has no contact data: the answer is the staff view, which holds that.
      expect(appointmentOf(noShow.body)).toMatchObject({
        cancelled_by: 'no_show',
        customer: { name: 'Late', email: null },
      });
      const seen = await as(a, 'GET', `/v0/staff/appointments/${made.id}`);
      expect(appointmentOf(seen.body)).toMatchObject({ status: 'cancelled', cancelled_by: 'no_show' });
    } finally {
      t().clock.set(TEST_NOW);
    }
  });
});

describe('absences', () => {
  const absences = (salon: StaffSalon) => `/v0/staff/branches/${salon.branch}/absences`;

  it('creates, edits and deletes an absence; the time leaves online availability at once', async () => {
    const slots = async () => {
      const query = new URLSearchParams({
        services: a.services.nails,
        employee: a.employees.cleo,
        from: '2026-03-10',
        to: '2026-03-10',
      });
      const { body } = await call(t().app, `/v0/organizations/${a.slug}/branches/${a.branch}/availability?${query}`);
      return z.parse(availabilityResponseSchema, body).results.slots.map((s) => s.start.slice(11, 16));
    };
    expect(await slots()).toContain('12:00');
    const created = await as(a, 'POST', absences(a), {
      employee_id: a.employees.cleo,
      kind: 'vacation',
      start: '2026-03-10T00:00:00+01:00',
      end: '2026-03-11T00:00:00+01:00',
      reason: 'Holiday',
    });
    expect(created.status).toBe(201);
    const absence = z.parse(staffAbsenceResponseSchema, created.body).results.absence;
    expect(absence).toMatchObject({ kind: 'vacation', reason: 'Holiday', employee: { id: a.employees.cleo } });
    expect(await slots()).toEqual([]);
    const edited = await as(a, 'PUT', `${absences(a)}/${absence.id}`, {
      kind: 'break',
      start: '2026-03-10T12:00:00+01:00',
      end: '2026-03-10T13:00:00+01:00',
    });
    expect(z.parse(staffAbsenceResponseSchema, edited.body).results.absence).toMatchObject({
      kind: 'break',
      start: '2026-03-10T12:00:00+01:00[Europe/Berlin]',
      reason: null,
    });
    expect(await slots()).not.toContain('12:00');
    expect(await slots()).toContain('10:00');
    expect((await as(a, 'DELETE', `${absences(a)}/${absence.id}`)).status).toBe(204);
    expect(await slots()).toContain('12:00');
    expect(errorOf((await as(a, 'DELETE', `${absences(a)}/${absence.id}`)).body).code).toBe('absence_not_found');
  });

  it('refuses an end before the start with the field code end_before_start', async () => {
    const { status, body } = await as(a, 'POST', absences(a), {
      employee_id: a.employees.ana,
      kind: 'sickness',
      start: '2026-03-12T12:00:00+01:00',
      end: '2026-03-12T11:00:00+01:00',
    });
    expect(status).toBe(400);
    expect(errorOf(body)).toEqual({ code: 'invalid_input', fields: { end: [{ code: 'end_before_start' }] } });
  });

  it('refuses an absence over appointments, naming the first and how many, and listing them', async () => {
    const first = appointmentOf((await create(a, { start: '2026-03-13T10:00:00+01:00' })).body);
    const second = appointmentOf((await create(a, { start: '2026-03-13T15:00:00+01:00', walk_in_name: 'Lou' })).body);
    const { status, body } = await as(a, 'POST', absences(a), {
      employee_id: a.employees.ana,
      kind: 'sickness',
      start: '2026-03-13T00:00:00+01:00',
      end: '2026-03-14T00:00:00+01:00',
    });
    expect(status).toBe(409);
    expect(errorOf(body)).toEqual({
      code: 'appointment_conflict',
      params: { with: 'appointment', id: first.id, start: first.start, end: first.end, count: 2 },
      appointments: [
        { id: first.id, start: first.start, end: first.end, customer: null, services: ['Cut'] },
        { id: second.id, start: second.start, end: second.end, customer: 'Lou', services: ['Cut'] },
      ],
    });
  });
});

describe('calendar and list', () => {
  it('reads a week with appointments, absences and working hours in the branch zone across the DST change', async () => {
    await create(a, { start: '2026-03-30T09:00:00+02:00', walk_in_name: 'After DST' });
    await as(a, 'POST', `/v0/staff/branches/${a.branch}/absences`, {
      employee_id: a.employees.ben,
      kind: 'holiday',
      start: '2026-03-27T00:00:00+01:00',
      end: '2026-03-28T00:00:00+01:00',
    });
    const { status, body } = await as(
      a,
      'GET',
      `/v0/staff/branches/${a.branch}/calendar?from=2026-03-27&to=2026-03-30`,
    );
    expect(status).toBe(200);
    const calendar = z.parse(staffCalendarResponseSchema, body).results;
    expect(calendar.branch).toEqual({ slug: 'main', name: 'Main', timezone: 'Europe/Berlin', country: 'DE' });
    const ana = calendar.employees.find((e) => e.id === a.employees.ana);
    // Friday and Saturday in winter time, Monday in summer time; no hours on Sunday.
    expect(ana?.working_hours.map((h) => h.start)).toEqual([
      '2026-03-27T09:00:00+01:00[Europe/Berlin]',
      '2026-03-28T09:00:00+01:00[Europe/Berlin]',
      '2026-03-30T09:00:00+02:00[Europe/Berlin]',
    ]);
    expect(calendar.appointments.map((x) => x.customer?.name)).toEqual(['After DST']);
    expect(calendar.absences).toMatchObject([{ kind: 'holiday', employee: { id: a.employees.ben } }]);
  });

  it('refuses a range longer than 31 days or backwards', async () => {
    const long = await as(a, 'GET', `/v0/staff/branches/${a.branch}/calendar?from=2026-03-01&to=2026-04-01`);
    expect(errorOf(long.body)).toMatchObject({ code: 'invalid_input', fields: { to: [{ code: 'range_too_long' }] } });
    const back = await as(a, 'GET', `/v0/staff/branches/${a.branch}/calendar?from=2026-03-10&to=2026-03-09`);
    expect(errorOf(back.body)).toMatchObject({ code: 'invalid_input', fields: { to: [{ code: 'end_before_start' }] } });
  });

  it('lists upcoming appointments, searched by name, email or phone, filtered and paged', async () => {
    const list = async (query: string) =>
      z.parse(
        staffAppointmentListResponseSchema,
        (await as(a, 'GET', `/v0/staff/branches/${a.branch}/appointments?${query}`)).body,
      ).results;
    const all = await list('limit=3');
    expect(all.appointments).toHaveLength(3);
    expect(all.next_offset).toBe(3);
    const starts = all.appointments.map((x) => x.start);
    expect([...starts].sort()).toEqual(starts);
    expect((await list('q=eva%40example')).appointments.every((x) => x.customer?.email === 'eva@example.com')).toBe(
      true,
    );
    expect((await list('q=muster')).appointments.length).toBeGreaterThan(0);
    expect((await list('q=12345670')).appointments.length).toBeGreaterThan(0);
    expect((await list('q=kim')).appointments.map((x) => x.customer?.name)).toEqual(['Kim']);
    const ben = await list(`employee=${a.employees.ben}`);
    expect(ben.appointments.every((x) => x.employee.id === a.employees.ben)).toBe(true);
    const cancelled = await list('status=cancelled&when=past');
    expect(cancelled.appointments.every((x) => x.status === 'cancelled')).toBe(true);
  });

  it('lists the branches of the own organization only', async () => {
    const { body } = await as(a, 'GET', '/v0/staff/branches');
    expect(z.parse(staffBranchListResponseSchema, body).results.branches.map((x) => x.slug)).toEqual(['main']);
  });
});

describe('demo data', () => {
  it("fills the demo salon's calendar on the next days with walk-ins inside working hours", async () => {
    const signedIn = await call(t().app, '/v0/staff/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ALLOWED_ORIGIN },
      body: JSON.stringify({ email: 'staff@demo-salon.test', password: 'demo-salon-staff' }),
    });
    const cookie = signedIn.headers.get('set-cookie')?.split(';')[0] ?? '';
    // Seeded at TEST_NOW (Monday 2 March): Tuesday to Thursday.
    const { body } = await staffCall(
      t().app,
      cookie,
      'GET',
      '/v0/staff/branches/mitte/calendar?from=2026-03-03&to=2026-03-05',
    );
    const calendar = z.parse(staffCalendarResponseSchema, body).results;
    expect(calendar.appointments.length).toBeGreaterThanOrEqual(3);
    for (const appointment of calendar.appointments) {
      expect(appointment).toMatchObject({ source: 'staff', status: 'booked' });
      const hours = calendar.employees.find((e) => e.id === appointment.employee.id)?.working_hours ?? [];
      const inside = hours.some(
        (h) =>
          Date.parse(h.start.slice(0, 25)) <= Date.parse(appointment.start.slice(0, 25)) &&
          Date.parse(appointment.end.slice(0, 25)) <= Date.parse(h.end.slice(0, 25)),
      );
      expect(inside).toBe(true);
    }
  });
});

describe('another organization', () => {
  it("answers 404 for every call on another organization's ids, and changes nothing", async () => {
    const mine = appointmentOf((await create(a, { start: '2026-03-16T10:00:00+01:00', walk_in_name: 'Private' })).body);
    const absence = z.parse(
      staffAbsenceResponseSchema,
      (
        await as(a, 'POST', `/v0/staff/branches/${a.branch}/absences`, {
          employee_id: a.employees.ana,
          kind: 'break',
          start: '2026-03-16T12:00:00+01:00',
          end: '2026-03-16T12:30:00+01:00',
        })
      ).body,
    ).results.absence;
    // b's own branch is also called `main`: a's branch is reached only through a's session.
    const calls: [string, string, unknown, string][] = [
      ['GET', `/v0/staff/appointments/${mine.id}`, undefined, 'appointment_not_found'],
      ['PATCH', `/v0/staff/appointments/${mine.id}`, { notes: 'x' }, 'appointment_not_found'],
      [
        'POST',
        `/v0/staff/appointments/${mine.id}/move`,
        { start: '2026-03-16T11:00:00+01:00' },
        'appointment_not_found',
      ],
      ['POST', `/v0/staff/appointments/${mine.id}/cancel`, { reason: 'staff' }, 'appointment_not_found'],
      ['POST', `/v0/staff/appointments/${mine.id}/payment`, undefined, 'appointment_not_found'],
      [
        'PUT',
        `/v0/staff/branches/main/absences/${absence.id}`,
        { kind: 'break', start: '2026-03-16T12:00:00+01:00', end: '2026-03-16T13:00:00+01:00' },
        'absence_not_found',
      ],
      ['DELETE', `/v0/staff/branches/main/absences/${absence.id}`, undefined, 'absence_not_found'],
      [
        'POST',
        '/v0/staff/branches/main/absences',
        {
          employee_id: a.employees.ana,
          kind: 'break',
          start: '2026-03-17T12:00:00+01:00',
          end: '2026-03-17T12:30:00+01:00',
        },
        'employee_not_found',
      ],
      [
        'POST',
        '/v0/staff/branches/main/appointments',
        { services: [b.services.cut], employee_id: a.employees.ana, start: '2026-03-17T10:00:00+01:00' },
        'employee_not_found',
      ],
      ['GET', '/v0/staff/branches/kreuzberg/calendar?from=2026-03-16&to=2026-03-16', undefined, 'branch_not_found'],
      ['GET', '/v0/staff/branches/kreuzberg/appointments', undefined, 'branch_not_found'],
      [
        'POST',
        '/v0/staff/branches/kreuzberg/appointments',
        { services: [b.services.cut], employee_id: b.employees.ana, start: '2026-03-17T10:00:00+01:00' },
        'branch_not_found',
      ],
      [
        'POST',
        '/v0/staff/branches/kreuzberg/absences',
        {
          employee_id: b.employees.ana,
          kind: 'break',
          start: '2026-03-17T12:00:00+01:00',
          end: '2026-03-17T12:30:00+01:00',
        },
        'branch_not_found',
      ],
      ['GET', '/v0/staff/branches/kreuzberg/events', undefined, 'branch_not_found'],
      ['PUT', '/v0/staff/session/branch', { branch: 'kreuzberg' }, 'branch_not_found'],
    ];
    for (const [method, path, body, code] of calls) {
      const answer = await as(b, method, path, body);
      expect({ method, path, status: answer.status, code: errorOf(answer.body).code }).toEqual({
        method,
        path,
        status: 404,
        code,
      });
    }
    const still = appointmentOf((await as(a, 'GET', `/v0/staff/appointments/${mine.id}`)).body);
    expect(still).toMatchObject({ start: mine.start, notes: null, status: 'booked' });
    const calendarB = z.parse(
      staffCalendarResponseSchema,
      (await as(b, 'GET', '/v0/staff/branches/main/calendar?from=2026-03-16&to=2026-03-16')).body,
    ).results;
    expect(calendarB.appointments).toEqual([]);
    expect(calendarB.absences).toEqual([]);
    const listB = z.parse(
      staffAppointmentListResponseSchema,
      (await as(b, 'GET', '/v0/staff/branches/main/appointments?q=private')).body,
    );
    expect(listB.results.appointments).toEqual([]);
  });

  it('answers 401 to every staff call without a session', async () => {
    const paths = [
      ['GET', '/v0/staff/branches'],
      ['GET', '/v0/staff/branches/main/calendar?from=2026-03-16&to=2026-03-16'],
      ['GET', '/v0/staff/branches/main/appointments'],
      ['GET', '/v0/staff/branches/main/events'],
    ] as const;
    for (const [method, path] of paths) {
      expect((await staffCall(t().app, 'staff_session=none', method, path)).status).toBe(401);
    }
  });
});
