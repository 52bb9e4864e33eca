import { availabilityResponseSchema } from '@booking/shared/contract/availability';
import {
  settingsEmployeeResponseSchema,
  settingsEmployeesResponseSchema,
} from '@booking/shared/contract/employee-settings';
import { errorBodySchema } from '@booking/shared/contract/error-body';
import { appointmentsToHandleResponseSchema } from '@booking/shared/contract/staff-absences';
import { beforeAll, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { hashPassword } from '../src/auth/password';
import { insertStaffUser } from '../src/db/staff-user-repo';
import { availability, book, bookingBody } from './helpers/booking-calls';
import { type StaffSalon, staffCall, staffSalon } from './helpers/staff-calls';
import { ALLOWED_ORIGIN, call, TEST_PASSWORD_COST, useTestApp } from './helpers/test-app';
import { TEST_NOW, WEDNESDAY } from './helpers/test-salon';

/**
 * The owner keeps the team in the settings: employees, what they do, their hours as rotas
 * (from a date, every week or every second week) and exceptions for single dates. Public
 * availability follows a save at once (employees are not in the cached settings), and a
 * change that takes hours from booked appointments asks what to do with them.
 */
const t = useTestApp({ now: TEST_NOW });
let a: StaffSalon & { owner: string };
let b: StaffSalon & { owner: string };

async function withOwner(slug: string) {
  const salon = await staffSalon(t().app, t().db, slug);
  await insertStaffUser(t().db, {
    organizationId: salon.organizationId,
    email: `owner@${slug}.test`,
    name: 'Owner',
    passwordHash: await hashPassword('secret', TEST_PASSWORD_COST),
    role: 'owner',
  });
  return { ...salon, owner: await withOwnerSignedIn(slug) };
}
/** A new session of the salon's owner, at the test clock's time. */
async function withOwnerSignedIn(slug: string) {
  const signedIn = await call(t().app, '/v0/staff/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ALLOWED_ORIGIN },
    body: JSON.stringify({ email: `owner@${slug}.test`, password: 'secret' }),
  });
  return signedIn.headers.get('set-cookie')?.split(';')[0] ?? '';
}
beforeAll(async () => {
  a = await withOwner('rota-a');
  b = await withOwner('rota-b');
});

const EMPLOYEES = '/v0/staff/settings/employees';
const as = (cookie: string, method: string, path: string, body?: unknown) =>
  staffCall(t().app, cookie, method, path, body);
const employeeOf = (body: unknown) => z.parse(settingsEmployeeResponseSchema, body).results.employee;
const errorOf = (body: unknown) => z.parse(errorBodySchema, body).error;
const person = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Dora',
  last_name: 'Neu',
  display_name: 'Dora N.',
  selectable: true,
  service_ids: [a.services.cut],
  ...overrides,
});
const week = (hours: [number, string, string, number?][], from = '2026-03-02', cycle = 1) => ({
  effective_from: from,
  cycle_weeks: cycle,
  hours: hours.map(([weekday, start, end, cycle_week = 0]) => ({
    branch_id: a.branchId,
    weekday,
    cycle_week,
    start,
    end,
  })),
});
async function newEmployee(overrides: Record<string, unknown> = {}) {
  const { status, body } = await as(a.owner, 'POST', EMPLOYEES, person(overrides));
  expect(status).toBe(201);
  return employeeOf(body).id;
}
const starts = async (employee: string, from: string, to = from) => {
  const { status, body } = await availability(t().app, a, { services: a.services.cut, employee, from, to });
  expect(status).toBe(200);
  // On the hour only: the salon offers every 10 minutes, the hours are what is tested.
  return z
    .parse(availabilityResponseSchema, body)
    .results.slots.map((slot) => slot.start.slice(0, 25))
    .filter((start) => start.slice(14, 16) === '00');
};

describe('employees', () => {
  it('adds an employee with a service and hours; customers can choose them by their shown name at once', async () => {
    const id = await newEmployee();
    const saved = await as(a.owner, 'PUT', `${EMPLOYEES}/${id}/rota`, week([[3, '10:00', '11:00']]));
    expect(saved.status).toBe(200);
    expect(employeeOf(saved.body).rotas).toEqual([week([[3, '10:00', '11:00']])]);
    expect(await starts(id, WEDNESDAY)).toEqual(['2026-03-04T10:00:00+01:00']);
    const list = await call(t().app, `/v0/organizations/${a.slug}/branches/main/employees`);
    const shown = (list.body as { results: { employees: { id: string; first_name: string }[] } }).results.employees;
    expect(shown.find((e) => e.id === id)?.first_name).toBe('Dora N.');
    const listed = await as(a.owner, 'GET', EMPLOYEES);
    expect(JSON.stringify(listed.body)).toContain(id);
  });

  it('keeps an employee customers may not choose out of the public list, bookable as first available only', async () => {
    const id = await newEmployee({ selectable: false, first_name: 'Hidden' });
    await as(a.owner, 'PUT', `${EMPLOYEES}/${id}/rota`, week([[3, '07:00', '08:00']]));
    const list = await call(t().app, `/v0/organizations/${a.slug}/branches/main/employees`);
    expect(JSON.stringify(list.body)).not.toContain(id);
    const named = await availability(t().app, a, {
      services: a.services.cut,
      employee: id,
      from: WEDNESDAY,
      to: WEDNESDAY,
    });
    expect(named.status).toBe(400);
    expect(errorOf(named.body).fields).toEqual({ employee: [{ code: 'not_allowed' }] });
    const anyone = await availability(t().app, a, { services: a.services.cut, from: WEDNESDAY, to: WEDNESDAY });
    expect(JSON.stringify(anyone.body)).toContain('2026-03-04T07:00:00+01:00');
  });

  it('changes names, services and the choice flag, and refuses bad input and others’ services', async () => {
    const id = await newEmployee();
    const changed = await as(
      a.owner,
      'PUT',
      `${EMPLOYEES}/${id}`,
      person({ display_name: null, service_ids: [a.services.nails] }),
    );
    expect(changed.status).toBe(200);
    expect(employeeOf(changed.body)).toMatchObject({ display_name: null, service_ids: [a.services.nails] });
    const empty = await as(a.owner, 'POST', EMPLOYEES, person({ first_name: '  ' }));
    expect(empty.status).toBe(400);
    expect(errorOf(empty.body).fields?.first_name?.[0]?.code).toBe('too_short');
    const foreign = await as(a.owner, 'PUT', `${EMPLOYEES}/${id}`, person({ service_ids: [b.services.cut] }));
    expect(foreign.status).toBe(404);
    expect(errorOf(foreign.body).code).toBe('service_not_found');
  });

  it('lists the branches to choose from with their zones, where the week editor takes its today from', async () => {
    const listed = await as(a.owner, 'GET', EMPLOYEES);
    expect(listed.status).toBe(200);
    expect(z.parse(settingsEmployeesResponseSchema, listed.body).results.branches).toEqual([
      expect.objectContaining({ slug: 'main', timezone: 'Europe/Berlin' }),
    ]);
  });

  it('refuses staff (403) and another organization’s owner (404), changing nothing', async () => {
    const id = await newEmployee();
    expect((await as(a.cookie, 'GET', EMPLOYEES)).status).toBe(403);
    expect((await as(a.cookie, 'PUT', `${EMPLOYEES}/${id}`, person({ first_name: 'X' }))).status).toBe(403);
    expect((await as(b.owner, 'PUT', `${EMPLOYEES}/${id}`, person({ first_name: 'X' }))).status).toBe(404);
    expect((await as(b.owner, 'PUT', `${EMPLOYEES}/${id}/rota`, week([]))).status).toBe(404);
    expect((await as(b.owner, 'POST', `${EMPLOYEES}/${id}/removal`, {})).status).toBe(404);
    const mine = await as(a.owner, 'GET', EMPLOYEES);
    expect(JSON.stringify(mine.body)).toContain('"first_name":"Dora"');
  });
});

describe('hours', () => {
  it('refuses overlapping hours, an end before the start, and a branch of another organization', async () => {
    const id = await newEmployee();
    const overlap = await as(
      a.owner,
      'PUT',
      `${EMPLOYEES}/${id}/rota`,
      week([
        [1, '09:00', '12:00'],
        [1, '11:00', '13:00'],
      ]),
    );
    expect(overlap.status).toBe(400);
    expect(errorOf(overlap.body).fields).toEqual({
      'hours.0.start': [{ code: 'hours_overlap' }],
      'hours.1.start': [{ code: 'hours_overlap' }],
    });
    const backwards = await as(a.owner, 'PUT', `${EMPLOYEES}/${id}/rota`, week([[1, '12:00', '09:00']]));
    expect(errorOf(backwards.body).fields).toEqual({ 'hours.0.end': [{ code: 'end_before_start' }] });
    const elsewhere = {
      ...week([]),
      hours: [{ branch_id: b.branchId, weekday: 1, cycle_week: 0, start: '09:00', end: '10:00' }],
    };
    const foreign = await as(a.owner, 'PUT', `${EMPLOYEES}/${id}/rota`, elsewhere);
    expect(foreign.status).toBe(404);
    expect(errorOf(foreign.body).code).toBe('branch_not_found');
    expect(employeeOf((await as(a.owner, 'PUT', `${EMPLOYEES}/${id}`, person())).body).rotas).toEqual([]);
  });

  it('offers a two-week rota each week’s own hours across the spring change (29 March 2026 in Berlin)', async () => {
    const id = await newEmployee();
    // Week 0 is the week of 16 March: Sundays 22 March and 5 April; week 1 holds 29 March.
    const rota = week(
      [
        [0, '14:00', '15:00'],
        [0, '10:00', '11:00', 1],
      ],
      '2026-03-16',
      2,
    );
    expect((await as(a.owner, 'PUT', `${EMPLOYEES}/${id}/rota`, rota)).status).toBe(200);
    expect(await starts(id, '2026-03-22', '2026-04-05')).toEqual([
      '2026-03-22T14:00:00+01:00',
      '2026-03-29T10:00:00+02:00',
      '2026-04-05T14:00:00+02:00',
    ]);
  });

  it('a newer version applies from its date on; the older one before it', async () => {
    const id = await newEmployee();
    await as(a.owner, 'PUT', `${EMPLOYEES}/${id}/rota`, week([[3, '10:00', '11:00']]));
    await as(a.owner, 'PUT', `${EMPLOYEES}/${id}/rota`, week([[3, '15:00', '16:00']], '2026-03-10'));
    expect(await starts(id, '2026-03-04', '2026-03-11')).toEqual([
      '2026-03-04T10:00:00+01:00',
      '2026-03-11T15:00:00+01:00',
    ]);
  });

  it('an exception gives one date its own hours; removed, the rota applies again', async () => {
    const id = await newEmployee();
    await as(a.owner, 'PUT', `${EMPLOYEES}/${id}/rota`, week([[3, '10:00', '11:00']]));
    const exception = { hours: [{ branch_id: a.branchId, start: '16:00', end: '17:00' }] };
    const saved = await as(a.owner, 'PUT', `${EMPLOYEES}/${id}/exceptions/${WEDNESDAY}`, exception);
    expect(saved.status).toBe(200);
    expect(employeeOf(saved.body).exceptions).toEqual([{ day: WEDNESDAY, ...exception }]);
    expect(await starts(id, WEDNESDAY, '2026-03-11')).toEqual([
      '2026-03-04T16:00:00+01:00',
      '2026-03-11T10:00:00+01:00',
    ]);
    expect((await as(a.owner, 'DELETE', `${EMPLOYEES}/${id}/exceptions/${WEDNESDAY}`)).status).toBe(200);
    expect(await starts(id, WEDNESDAY)).toEqual(['2026-03-04T10:00:00+01:00']);
  });
});

describe('a single date at an employee of two branches', () => {
  it('is the whole day at every branch: hours at one branch only leave the other off that day', async () => {
    const branch = {
      name: 'Nord',
      slug: 'nord',
      street: 'Weg',
      house_number: '2',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
      phone: '+49 30 1234567',
      timezone: 'Europe/Berlin',
      opening_hours: Array.from({ length: 7 }, () => [{ start: '08:00', end: '20:00' }]),
      closed_days: [],
    };
    const created = await as(a.owner, 'POST', '/v0/staff/settings/branches', branch);
    expect(created.status).toBe(201);
    const nord = (created.body as { results: { branch: { id: string } } }).results.branch.id;
    const id = await newEmployee();
    const rota = week([[3, '10:00', '11:00']]);
    rota.hours.push({ branch_id: nord, weekday: 3, cycle_week: 0, start: '14:00', end: '15:00' });
    expect((await as(a.owner, 'PUT', `${EMPLOYEES}/${id}/rota`, rota)).status).toBe(200);
    // At Nord on this date only, later than the rota says; nothing at the main branch.
    const exception = { hours: [{ branch_id: nord, start: '16:00', end: '18:00' }] };
    const saved = await as(a.owner, 'PUT', `${EMPLOYEES}/${id}/exceptions/${WEDNESDAY}`, exception);
    expect(saved.status).toBe(200);
    expect(employeeOf(saved.body).exceptions).toEqual([{ day: WEDNESDAY, ...exception }]);
    expect(await starts(id, WEDNESDAY, '2026-03-11')).toEqual(['2026-03-11T10:00:00+01:00']);
    const both = {
      hours: [
        { branch_id: a.branchId, start: '09:00', end: '10:00' },
        { branch_id: nord, start: '16:00', end: '18:00' },
      ],
    };
    expect((await as(a.owner, 'PUT', `${EMPLOYEES}/${id}/exceptions/${WEDNESDAY}`, both)).status).toBe(200);
    expect(await starts(id, WEDNESDAY)).toEqual(['2026-03-04T09:00:00+01:00']);
    const foreign = { hours: [{ branch_id: b.branchId, start: '09:00', end: '10:00' }] };
    const refused = await as(a.owner, 'PUT', `${EMPLOYEES}/${id}/exceptions/${WEDNESDAY}`, foreign);
    expect(refused.status).toBe(404);
    expect(errorOf(refused.body).code).toBe('branch_not_found');
  });
});

describe('hours taken from booked appointments', () => {
  async function bookedEmployee() {
    const id = await newEmployee();
    await as(a.owner, 'PUT', `${EMPLOYEES}/${id}/rota`, week([[3, '10:00', '12:00']]));
    const booked = await book(t().app, a, bookingBody(a, { employee_id: id }));
    expect(booked.status).toBe(201);
    // The customer sees the name the owner chose for customers, in the answer and later emails.
    expect(
      (booked.body as { results: { appointment: { employee: object } } }).results.appointment.employee,
    ).toMatchObject({
      first_name: 'Dora N.',
      last_name: '',
    });
    return { id, appointment: (booked.body as { results: { appointment: { id: string } } }).results.appointment.id };
  }
  const statusOf = async (appointment: string) =>
    (await t().db.query<{ status: string }>('SELECT status FROM appointments WHERE id = $1', [appointment]))[0]?.status;

  it('refuses removing the hours with the list, changing nothing; kept, the appointment stays booked', async () => {
    const { id, appointment } = await bookedEmployee();
    const refused = await as(a.owner, 'PUT', `${EMPLOYEES}/${id}/rota`, week([[4, '10:00', '12:00']]));
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body)).toMatchObject({ code: 'appointment_conflict', appointments: [{ id: appointment }] });
    expect(await starts(id, WEDNESDAY)).toContain('2026-03-04T11:00:00+01:00');
    const kept = await as(a.owner, 'PUT', `${EMPLOYEES}/${id}/rota`, {
      ...week([[4, '10:00', '12:00']]),
      appointments: 'keep',
    });
    expect(kept.status).toBe(200);
    expect(await statusOf(appointment)).toBe('booked');
    expect(await starts(id, WEDNESDAY)).toEqual([]);
  });

  it('lists kept appointments outside the new hours to handle in the calendar, until hours cover them again', async () => {
    const { id, appointment } = await bookedEmployee();
    const listed = async () => {
      const { status, body } = await as(a.cookie, 'GET', `/v0/staff/branches/${a.branch}/appointments-to-handle`);
      expect(status).toBe(200);
      return z
        .parse(appointmentsToHandleResponseSchema, body)
        .results.appointments.filter((item) => item.appointment.id === appointment)
        .map(({ reason, absence }) => ({ reason, absence }));
    };
    expect(await listed()).toEqual([]);
    const shorter = { ...week([[3, '11:00', '12:00']]), appointments: 'keep' };
    expect((await as(a.owner, 'PUT', `${EMPLOYEES}/${id}/rota`, shorter)).status).toBe(200);
    expect(await listed()).toEqual([{ reason: 'outside_hours', absence: null }]);
    expect((await as(a.owner, 'PUT', `${EMPLOYEES}/${id}/rota`, week([[3, '09:00', '13:00']]))).status).toBe(200);
    expect(await listed()).toEqual([]);
    const dayOff = { hours: [], appointments: 'keep' };
    expect((await as(a.owner, 'PUT', `${EMPLOYEES}/${id}/exceptions/${WEDNESDAY}`, dayOff)).status).toBe(200);
    expect(await listed()).toEqual([{ reason: 'outside_hours', absence: null }]);
    expect((await as(a.owner, 'DELETE', `${EMPLOYEES}/${id}/exceptions/${WEDNESDAY}`)).status).toBe(200);
    expect(await listed()).toEqual([]);
    expect((await as(a.owner, 'POST', `${EMPLOYEES}/${id}/removal`, { appointments: 'keep' })).status).toBe(204);
    expect(await listed()).toEqual([{ reason: 'outside_hours', absence: null }]);
  });

  it('cancels them with the owner’s message to the customer when asked', async () => {
    const { id, appointment } = await bookedEmployee();
    const day = { hours: [], appointments: 'cancel', message: 'Dora is on a course that day.' };
    expect((await as(a.owner, 'PUT', `${EMPLOYEES}/${id}/exceptions/${WEDNESDAY}`, day)).status).toBe(200);
    expect(await statusOf(appointment)).toBe('cancelled');
    const [mail] = await t().db.query<{ content: unknown }>(
      `SELECT content FROM outbox_messages WHERE booking_id = $1 AND kind = 'cancellation'`,
      [appointment],
    );
    expect(JSON.stringify(mail?.content)).toContain('Dora is on a course that day.');
  });

  it('removes an employee only once asked; kept appointments stay in the calendar, the employee leaves availability', async () => {
    const { id, appointment } = await bookedEmployee();
    const refused = await as(a.owner, 'POST', `${EMPLOYEES}/${id}/removal`, {});
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body).appointments?.map((x) => x.id)).toEqual([appointment]);
    expect((await as(a.owner, 'POST', `${EMPLOYEES}/${id}/removal`, { appointments: 'keep' })).status).toBe(204);
    expect(JSON.stringify((await as(a.owner, 'GET', EMPLOYEES)).body)).not.toContain(id);
    const named = await availability(t().app, a, {
      services: a.services.cut,
      employee: id,
      from: WEDNESDAY,
      to: WEDNESDAY,
    });
    expect(named.status).toBe(404);
    const calendar = await as(a.cookie, 'GET', `/v0/staff/branches/main/calendar?from=${WEDNESDAY}&to=${WEDNESDAY}`);
    const results = (calendar.body as { results: { employees: { id: string }[]; appointments: { id: string }[] } })
      .results;
    expect(results.employees.map((e) => e.id)).toContain(id);
    expect(results.appointments.map((x) => x.id)).toContain(appointment);
    expect(await statusOf(appointment)).toBe('booked');
  });
});

// Last in the file: a sign-in late at night ends the sessions the other tests use, idle since the morning.
describe('an employee leaving just after midnight', () => {
  it("ends a leaving employee's hours on the salon's today, also just after its midnight", async () => {
    const id = await newEmployee();
    expect((await as(a.owner, 'PUT', `${EMPLOYEES}/${id}/rota`, week([[3, '10:00', '12:00']]))).status).toBe(200);
    const before = t().clock.now();
    // 00:30 on Wednesday 4 March in Berlin: 23:30 UTC, still Tuesday there.
    t().clock.set(new Date('2026-03-03T23:30:00Z'));
    try {
      const owner = await withOwnerSignedIn('rota-a');
      expect((await as(owner, 'POST', `${EMPLOYEES}/${id}/removal`, { appointments: 'keep' })).status).toBe(204);
    } finally {
      t().clock.set(before);
    }
    const rotas = await t().db.query<{ effective_from: string }>(
      `SELECT to_char(effective_from, 'YYYY-MM-DD') AS effective_from FROM employee_rotas
        WHERE employee_id = $1 ORDER BY effective_from`,
      [id],
    );
    // Tuesday's hours stay as they were worked; the empty rota starts on Berlin's Wednesday.
    expect(rotas.at(-1)?.effective_from).toBe(WEDNESDAY);
  });
});
