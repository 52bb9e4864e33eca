import { formatZoned } from '@booking/shared/time/format-zoned';
import { dateOfDay, dayNumber, weekdayOf } from '@booking/shared/time/local-date';
import { withoutZone } from '@booking/shared/time/without-zone';
import { zonedInstant } from '@booking/shared/time/zoned-instant';
import type { APIRequestContext } from '@playwright/test';
import { PORTS, urlOf } from './ports';
import { testDate } from './test-clock';

/**
 * A salon week as a receptionist meets it, made through the real API in a week nobody else
 * uses: on the Wednesday all four employees of the demo branch are booked side by side from
 * 11:00 to 13:00, one appointment was cancelled and its time booked again; on the Thursday
 * one employee is sick all day and another has an afternoon away, both with long reasons.
 */
const API = urlOf(PORTS.api);
/** Staff writes need the Origin of a front end (decision 0021). */
const ORIGIN = { origin: urlOf(PORTS.shell) };
const ZONE = 'Europe/Berlin';
const BRANCH = 'mitte';

interface Named {
  id: string;
  name: string;
}

export interface BusyWeek {
  /** The Monday, Wednesday and Thursday of the week (`YYYY-MM-DD`). */
  monday: string;
  wednesday: string;
  thursday: string;
  /** Walk-ins on the Wednesday, all live, by employee. */
  booked: { employee: Named; name: string; service: string; start: string }[];
  /** The Wednesday's cancelled appointment, and the one booked again at its time. */
  cancelled: { id: string; name: string; employee: Named };
  rebooked: { id: string; name: string };
  /** The Thursday's whole-day sickness and afternoon break, with their reasons. */
  sick: { employee: Named; reason: string };
  away: { employee: Named; reason: string };
}

/** What each demo employee does on the Wednesday, from 11:00 on (minutes after 11:00, service). */
const WEDNESDAY: Record<string, { at: number; service: string; name: string }[]> = {
  'Anna Schmidt': [
    { at: 0, service: 'Herrenhaarschnitt', name: 'Emma Koch' },
    { at: 30, service: 'Föhnen & Styling', name: 'Lukas Brandt' },
    { at: 60, service: 'Herrenhaarschnitt', name: 'Marie Hoffmann' },
  ],
  'Jonas Weber': [
    { at: 0, service: 'Herrenhaarschnitt', name: 'Felix Wagner' },
    { at: 30, service: 'Herrenhaarschnitt', name: 'Paul Richter' },
    { at: 60, service: 'Föhnen & Styling', name: 'Hannah Schulz' },
  ],
  'Lea Fischer': [
    { at: 0, service: 'Damenhaarschnitt & Föhnen', name: 'Laura Becker' },
    { at: 60, service: 'Glossing & Toner', name: 'Sara Yılmaz' },
  ],
  'Mia Wagner': [
    { at: 0, service: 'Maniküre', name: 'Nina Krüger' },
    { at: 60, service: 'Gel-Lack', name: 'Clara Neumann' },
  ],
};

async function ok<T>(response: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }) {
  if (!response.ok()) throw new Error(`the API answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** `2027-09-15T11:00:00+02:00`: a wall-clock time of a local date, as the API takes it. */
const at = (date: string, minuteOfDay: number) =>
  withoutZone(formatZoned(zonedInstant(ZONE, dayNumber(date), minuteOfDay), ZONE));

/** The first week from `fromWeek` weeks ahead on with nothing booked or absent in it. */
async function emptyWeek(request: APIRequestContext, fromWeek: number) {
  const today = dayNumber(testDate(ZONE));
  const thisMonday = today - ((weekdayOf(today) + 6) % 7);
  for (let week = fromWeek; week < fromWeek + 20; week++) {
    const monday = dateOfDay(thisMonday + week * 7);
    const sunday = dateOfDay(thisMonday + week * 7 + 6);
    const body = await ok<{
      results: {
        employees: { id: string; first_name: string; last_name: string }[];
        appointments: unknown[];
        absences: unknown[];
      };
    }>(await request.get(`${API}/v0/staff/branches/${BRANCH}/calendar?from=${monday}&to=${sunday}`));
    if (body.results.appointments.length === 0 && body.results.absences.length === 0) {
      const employees = body.results.employees.map((e) => ({ id: e.id, name: `${e.first_name} ${e.last_name}` }));
      return { monday: dayNumber(monday), employees };
    }
  }
  throw new Error(`no empty week from ${fromWeek} weeks ahead on`);
}

/** Fills an empty week from `fromWeek` weeks ahead on (signed-in request context). */
export async function seedBusyWeek(request: APIRequestContext, fromWeek: number): Promise<BusyWeek> {
  const { monday, employees } = await emptyWeek(request, fromWeek);
  const wednesday = dateOfDay(monday + 2);
  const thursday = dateOfDay(monday + 3);
  const services = (
    await ok<{ results: { services: { id: string; name: string }[] } }>(
      await request.get(`${API}/v0/organizations/demo-salon/branches/${BRANCH}/services`),
    )
  ).results.services;
  const employee = (name: string): Named => {
    const found = employees.find((e) => e.name === name);
    if (!found) throw new Error(`the demo branch has no ${name}`);
    return found;
  };
  const book = async (who: Named, start: string, service: string, name: string) => {
    const id = services.find((s) => s.name === service)?.id;
    if (!id) throw new Error(`the demo branch has no service ${service}`);
    const body = await ok<{ results: { appointment: { id: string } } }>(
      await request.post(`${API}/v0/staff/branches/${BRANCH}/appointments`, {
        headers: ORIGIN,
        data: { services: [id], employee_id: who.id, start, walk_in_name: name },
      }),
    );
    return body.results.appointment.id;
  };
  const absent = async (who: Named, kind: string, start: string, end: string, reason: string) =>
    ok(
      await request.post(`${API}/v0/staff/branches/${BRANCH}/absences`, {
        headers: ORIGIN,
        data: { employee_id: who.id, kind, start, end, reason },
      }),
    );

  const booked: BusyWeek['booked'] = [];
  for (const [name, list] of Object.entries(WEDNESDAY)) {
    for (const item of list) {
      const start = at(wednesday, 11 * 60 + item.at);
      await book(employee(name), start, item.service, item.name);
      booked.push({ employee: employee(name), name: item.name, service: item.service, start });
    }
  }
  const anna = employee('Anna Schmidt');
  const cancelledStart = at(wednesday, 15 * 60);
  const cancelledId = await book(anna, cancelledStart, 'Herrenhaarschnitt', 'Jan Vogel');
  await ok(
    await request.post(`${API}/v0/staff/appointments/${cancelledId}/cancel`, {
      headers: ORIGIN,
      data: { reason: 'staff' },
    }),
  );
  const rebookedId = await book(anna, cancelledStart, 'Föhnen & Styling', 'Mila Schäfer');

  const sick = { employee: employee('Lea Fischer'), reason: 'Krank geschrieben bis einschließlich Freitag' };
  await absent(sick.employee, 'sickness', at(thursday, 0), at(dateOfDay(monday + 4), 0), sick.reason);
  const away = { employee: employee('Jonas Weber'), reason: 'Fortbildung Farbtechnik in der Akademie' };
  await absent(away.employee, 'break', at(thursday, 14 * 60), at(thursday, 17 * 60), away.reason);

  return {
    monday: dateOfDay(monday),
    wednesday,
    thursday,
    booked,
    cancelled: { id: cancelledId, name: 'Jan Vogel', employee: anna },
    rebooked: { id: rebookedId, name: 'Mila Schäfer' },
    sick,
    away,
  };
}
