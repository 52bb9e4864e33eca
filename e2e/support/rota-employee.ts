import type { APIRequestContext } from '@playwright/test';
import { PORTS, urlOf } from './ports';
import { apiUrl, bookSlot, SALON_CONTACT } from './salon-hold';
import { expect } from './test';
import { testDate } from './test-clock';

/** The demo salon's team in the owner's settings, written through the API for a test's start. */
export const TEAM_ZONE = 'Europe/Berlin';
export const CUT = /Damenhaarschnitt/;
export const EMPLOYEES = `${urlOf(PORTS.api)}/v0/staff/settings/employees`;
/** Staff writes come from the front end's origin (decision 0021). */
export const headers = { origin: urlOf(PORTS.shell) };
const ZONE = TEAM_ZONE;

/** An employee with a service and hours every day, made through the API, and one online booking of them. */
export async function employeeWithBooking(request: APIRequestContext, first: string) {
  const services = (await (await fetch(apiUrl('/demo-salon/branches/mitte/services'))).json()) as {
    results: { services: { id: string; name: string }[] };
  };
  const service = services.results.services.find((s) => CUT.test(s.name));
  if (!service) throw new Error('no cut at Mitte');
  const team = await request.get(EMPLOYEES);
  const { branches } = (await team.json()).results as { branches: { id: string; slug: string }[] };
  const mitte = branches.find((b) => b.slug === 'mitte');
  const created = await request.post(EMPLOYEES, {
    headers,
    data: { first_name: first, last_name: 'Rotaplan', display_name: null, selectable: true, service_ids: [service.id] },
  });
  const id = ((await created.json()) as { results: { employee: { id: string } } }).results.employee.id;
  const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    branch_id: mitte?.id,
    cycle_week: 0,
    weekday,
    start: '08:00',
    end: '20:00',
  }));
  const rota = await request.put(`${EMPLOYEES}/${id}/rota`, {
    headers,
    data: { effective_from: testDate(ZONE), cycle_weeks: 1, hours },
  });
  expect(rota.status()).toBe(200);
  const query = new URLSearchParams({
    services: service.id,
    employee: id,
    from: testDate(ZONE, 2),
    to: testDate(ZONE, 9),
  });
  const free = (await (await fetch(apiUrl(`/demo-salon/branches/mitte/availability?${query}`))).json()) as {
    results: { slots: { start: string }[] };
  };
  const start = free.results.slots[0]?.start;
  if (!start) throw new Error('the new employee has no free time');
  const seeded = {
    organization: 'demo-salon',
    branch: 'mitte',
    serviceId: service.id,
    serviceName: service.name,
    hold: { token: '', start, employee: { id } },
  };
  const booked = await bookSlot(seeded as Parameters<typeof bookSlot>[0], {
    contact: SALON_CONTACT,
    payment: 'on_site',
    locale: 'de',
  });
  expect(booked.status).toBe(201);
  return { id, start };
}
