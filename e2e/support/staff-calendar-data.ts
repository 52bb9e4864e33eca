import { randomUUID } from 'node:crypto';
import { formatZoned } from '@booking/shared/time/format-zoned';
import { instantOf } from '@booking/shared/time/instant-of';
import { withoutZone } from '@booking/shared/time/without-zone';
import { zoneOf } from '@booking/shared/time/zone-of';
import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_STAFF } from '../pages/staff-sign-in';
import { PORTS, urlOf } from './ports';
import { testDate } from './test-clock';

/**
 * Appointments the staff calendar tests make for themselves, through the real API: each
 * test takes an employee's shift on a day it chooses and checks first that nothing of its
 * own is there, so tests running side by side (and other staff tests) never meet.
 */
const API = urlOf(PORTS.api);
/** Staff writes need the Origin of a front end (decision 0021). */
const ORIGIN = { origin: urlOf(PORTS.shell) };
const ZONE = 'Europe/Berlin';
const BRANCH = 'mitte';

interface Period {
  start: string;
  end: string;
}
interface CalendarBody {
  results: {
    employees: { id: string; first_name: string; last_name: string; working_hours: Period[] }[];
    appointments: (Period & { employee: { id: string }; status: string })[];
    absences: (Period & { employee: { id: string } })[];
  };
}

async function ok<T>(
  response: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> },
  what: string,
) {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Signs the request context in as the demo salon's staff, or whom `credentials` name (a browser context shares its
 * cookies). The API hashes one sign-in per client address at a time and answers another
 * one meanwhile with 429: each sign-in names a client address of its own (the e2e API
 * trusts X-Forwarded-For, support/global-setup.ts), so it never waits for another test's.
 */
export async function signInStaff(
  request: APIRequestContext,
  credentials: { email: string; password: string } = DEMO_STAFF,
): Promise<void> {
  const client = `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`;
  await expect
    .poll(async () =>
      (
        await request.post(`${API}/v0/staff/session`, {
          data: credentials,
          headers: { ...ORIGIN, 'x-forwarded-for': client },
        })
      ).status(),
    )
    .toBe(200);
}

const randomOctet = () => Math.floor(Math.random() * 254) + 1;

/** A local date `days` after today in the branch's zone. */
export function dateIn(days: number): string {
  return testDate(ZONE, days);
}

const ms = instantOf;
/** `HH:MM` of an API time (its wall clock in the branch's zone). */
export const wallClock = (value: string) => value.slice(11, 16);

/** What the tests place in a shift: walk-ins an hour, two and three hours in, 30 minutes each. */
const FREE_MINUTES = 210;

export interface FreeShift {
  date: string;
  employee: { id: string; name: string };
  /** The shift's start as the API writes it (`...+01:00[Europe/Berlin]`). */
  start: string;
  end: string;
}

/**
 * A shift from `fromDay` days ahead on with nothing booked or absent in its first three and a
 * half hours (before the demo team's lunch break when it starts at 9:00). A random
 * start day inside the window keeps parallel tests apart.
 */
export async function findFreeShift(request: APIRequestContext, fromDay: number): Promise<FreeShift> {
  return (await findFreeShifts(request, fromDay, 1))[0] as FreeShift;
}

/**
 * `count` shifts of different employees on one day, starting at the same time, each free in
 * its first three and a half hours: a move from one employee's column to another's.
 */
export async function findFreeShifts(request: APIRequestContext, fromDay: number, count: number): Promise<FreeShift[]> {
  for (let day = fromDay; day < fromDay + 25; day++) {
    const free = await freeShiftsOn(request, dateIn(day));
    for (const first of free) {
      const together = free.filter((shift) => shift.start === first.start);
      if (together.length >= count) return together.slice(0, count);
    }
  }
  throw new Error(`no ${count} free shifts from ${fromDay} days ahead on`);
}

/** The shifts of one day whose first three and a half hours are free, one per employee and shift. */
export async function freeShiftsOn(request: APIRequestContext, date: string): Promise<FreeShift[]> {
  const body = await ok<CalendarBody>(
    await request.get(`${API}/v0/staff/branches/${BRANCH}/calendar?from=${date}&to=${date}`),
    'calendar',
  );
  const free: FreeShift[] = [];
  for (const employee of body.results.employees) {
    for (const shift of employee.working_hours) {
      const start = ms(shift.start);
      const end = start + FREE_MINUTES * 60_000;
      if (ms(shift.end) < end) continue;
      const busy = [
        ...body.results.appointments.filter((a) => a.status !== 'cancelled'),
        ...body.results.absences,
      ].some((item) => item.employee.id === employee.id && ms(item.start) < end && ms(item.end) > start);
      if (!busy && !(await heldByACustomer(request, employee.id, date, start, end))) {
        free.push({
          date,
          employee: { id: employee.id, name: `${employee.first_name} ${employee.last_name}` },
          start: shift.start,
          end: shift.end,
        });
      }
    }
  }
  return free;
}

/**
 * A customer's hold in the window: the staff calendar does not show holds (they are not
 * bookings yet), but staff cannot book over one, and a browser test elsewhere may hold a time
 * in any week. Seen in the employee's free times as a gap: starts a step apart, then a jump.
 */
async function heldByACustomer(
  request: APIRequestContext,
  employee: string,
  date: string,
  from: number,
  to: number,
): Promise<boolean> {
  const service = (await halfHourService(request)).id;
  const query = new URLSearchParams({ services: service, employee_id: employee, from: date, to: date });
  const response = await request.get(`${API}/v0/organizations/demo-salon/branches/${BRANCH}/availability?${query}`);
  if (!response.ok()) return false;
  const body = (await response.json()) as { results: { slots: { start: string }[] } };
  const starts = body.results.slots.map((slot) => ms(slot.start)).filter((start) => start >= from && start < to);
  const steps = starts.slice(1).map((start, i) => start - (starts[i] as number));
  return steps.some((step) => step > Math.min(...steps));
}

/** Where the API has an appointment now: its employee and start (as the API writes it). */
export async function appointmentNow(request: APIRequestContext, id: string) {
  const body = await ok<{ results: { appointment: { employee: { id: string }; start: string } } }>(
    await request.get(`${API}/v0/staff/appointments/${id}`),
    'appointment',
  );
  return { employee: body.results.appointment.employee.id, start: body.results.appointment.start };
}

/** A break of an employee, made by staff through the API; returns its id. */
export async function addBreak(
  request: APIRequestContext,
  shift: FreeShift,
  start: string,
  end: string,
  reason: string,
) {
  const body = await ok<{ results: { absence: { id: string } } }>(
    await request.post(`${API}/v0/staff/branches/${BRANCH}/absences`, {
      headers: ORIGIN,
      data: { employee_id: shift.employee.id, kind: 'break', start, end, reason },
    }),
    'absence',
  );
  return body.results.absence.id;
}

/** The zone of the demo salon's branch, for the times the tests write without one. */
const BRANCH_ZONE = 'Europe/Berlin';

/** The start of a shift plus some minutes, written as the API takes it (with the offset, without the zone). */
export function after(start: string, minutes: number): string {
  return withoutZone(formatZoned(ms(start) + minutes * 60_000, zoneOf(start) ?? BRANCH_ZONE));
}

/** A 30-minute service of the branch. */
async function halfHourService(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const body = await ok<{ results: { services: { id: string; name: string; duration_minutes: number }[] } }>(
    await request.get(`${API}/v0/organizations/demo-salon/branches/${BRANCH}/services`),
    'services',
  );
  const service = body.results.services.find((s) => s.duration_minutes === 30);
  if (!service) throw new Error('the demo branch has no 30-minute service');
  return service;
}

/** A walk-in booked by staff through the API; returns its id and the name of its service. */
export async function bookWalkIn(
  request: APIRequestContext,
  shift: FreeShift,
  start: string,
  name: string,
): Promise<{ id: string; service: string }> {
  const service = await halfHourService(request);
  const body = await ok<{ results: { appointment: { id: string } } }>(
    await request.post(`${API}/v0/staff/branches/${BRANCH}/appointments`, {
      headers: ORIGIN,
      data: { services: [service.id], employee_id: shift.employee.id, start, walk_in_name: name },
    }),
    'staff booking',
  );
  return { id: body.results.appointment.id, service: service.name };
}

/** The first free time a customer can book online from `fromDay` days ahead on. */
export async function firstOnlineSlot(request: APIRequestContext, fromDay: number) {
  const service = (await halfHourService(request)).id;
  const query = new URLSearchParams({ services: service, from: dateIn(fromDay), to: dateIn(fromDay + 14) });
  const body = await ok<{ results: { slots: { start: string }[] } }>(
    await request.get(`${API}/v0/organizations/demo-salon/branches/${BRANCH}/availability?${query}`),
    'availability',
  );
  return { service, slots: body.results.slots };
}

/** A customer books online, as the booking site does; false when someone took the time first. */
export async function bookOnline(request: APIRequestContext, service: string, start: string, lastName: string) {
  const response = await request.post(`${API}/v0/organizations/demo-salon/branches/${BRANCH}/appointments`, {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      services: [service],
      employee_id: null,
      start,
      contact: {
        first_name: 'Online',
        last_name: lastName,
        email: 'online.customer@example.com',
        phone: '+49 30 1234567',
      },
      reminder: 'none',
      payment: 'on_site',
    },
  });
  if (response.status() === 409) return false;
  await ok(response, 'online booking');
  return true;
}
