import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { PORTS, urlOf } from './ports';
import { testNow } from './test-clock';

/**
 * A salon booking brought past the time step the way the time step leaves it: a hold placed
 * through the real API, written into the tab's draft (`beauty-draft:{org}/{branch}` in
 * session storage, decision 0020). The first free slot from the day after tomorrow that can
 * still be held: tests running in parallel take the earlier ones.
 */
export interface SeededHold {
  organization: string;
  branch: string;
  serviceId: string;
  serviceName: string;
  hold: { token: string; start: string; employee: { id: string } };
}

/** A time checked but not kept: a seeded hold's shape, with no token. */
export type UnkeptTime = Omit<SeededHold, 'hold'> & { hold: { token: null; start: string; employee: { id: string } } };

const api = (path: string) => `${urlOf(PORTS.api)}/v0/organizations${path}`;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function placeHold(organization = 'demo-salon', branch = 'mitte'): Promise<SeededHold> {
  const base = `/${organization}/branches/${branch}`;
  const services = (await (await fetch(api(`${base}/services`))).json()) as {
    results: { services: { id: string; name: string }[] };
  };
  const service = services.results.services[0];
  if (!service) throw new Error(`${organization}/${branch} offers no service`);
  const from = new Date(testNow() + 2 * 86_400_000);
  const to = new Date(from.getTime() + 20 * 86_400_000);
  const query = new URLSearchParams({ services: service.id, from: isoDay(from), to: isoDay(to) });
  const availability = (await (await fetch(api(`${base}/availability?${query}`))).json()) as {
    results: { slots: { start: string }[] };
  };
  for (const slot of availability.results.slots) {
    const response = await fetch(api(`${base}/holds`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ services: [service.id], employee_id: null, start: slot.start }),
    });
    if (response.status === 409) continue;
    if (response.status !== 201) throw new Error(`hold: ${response.status} ${await response.text()}`);
    const { results } = (await response.json()) as { results: { hold: SeededHold['hold'] } };
    return { organization, branch, serviceId: service.id, serviceName: service.name, hold: results.hold };
  }
  throw new Error(`${organization}/${branch} has no free time to hold`);
}

/**
 * A time the hold answer checked but did not keep, as it answers when the branch keeps as many
 * holds as it allows (decision 0045): no token, no expiry. The latest free time of the first
 * employee who performs the first service, over the next three weeks: the other tests hold
 * the earliest ones.
 */
export async function unkeptTime(organization = 'demo-salon', branch = 'mitte'): Promise<UnkeptTime> {
  const base = `/${organization}/branches/${branch}`;
  const read = async <T>(path: string) => (await (await fetch(api(`${base}${path}`))).json()) as { results: T };
  const { services } = (await read<{ services: { id: string; name: string }[] }>('/services')).results;
  const service = services[0];
  if (!service) throw new Error(`${organization}/${branch} offers no service`);
  type Person = { id: string; first_name: string; last_name: string; service_ids: string[] };
  const { employees } = (await read<{ employees: Person[] }>('/employees')).results;
  const person = employees.find((e) => e.service_ids.includes(service.id));
  if (!person) throw new Error(`nobody at ${organization}/${branch} performs ${service.name}`);
  const from = new Date(testNow() + 2 * 86_400_000);
  const to = new Date(from.getTime() + 20 * 86_400_000);
  const query = new URLSearchParams({ services: service.id, employee: person.id, from: isoDay(from), to: isoDay(to) });
  const { slots } = (await read<{ slots: { start: string; end: string }[] }>(`/availability?${query}`)).results;
  const slot = slots.at(-1);
  if (!slot) throw new Error(`${organization}/${branch} has no free time`);
  const employee = { id: person.id, first_name: person.first_name, last_name: person.last_name };
  const hold = { token: null, expires_at: null, start: slot.start, end: slot.end, employee, service_ids: [service.id] };
  return { organization, branch, serviceId: service.id, serviceName: service.name, hold };
}

/** Opens the flow's first page (for the origin), writes the draft, and opens `step` fresh. */
export async function openStepWithHold(
  page: Page,
  seeded: SeededHold | UnkeptTime,
  step: 'time' | 'contact' | 'booking',
  contact?: object,
) {
  const flow = `/${seeded.organization}/${seeded.branch}/book`;
  await page.goto(flow);
  // The server drew the page; write the draft once the app has taken it over and read its own.
  await page.locator('#root:not([data-server-drawn])').waitFor({ state: 'attached' });
  await page.evaluate(
    ({ key, draft }) => sessionStorage.setItem(key, JSON.stringify({ state: { draft }, version: 1 })),
    {
      key: `beauty-draft:${seeded.organization}/${seeded.branch}`,
      draft: {
        services: [seeded.serviceId],
        employee: 'any',
        date: seeded.hold.start.slice(0, 10),
        hold: seeded.hold,
        contact: contact ?? null,
        reminder: null,
        payment: null,
        idempotencyKey: null,
      },
    },
  );
  await page.goto(`${flow}/${step}`);
}

/** A customer's details as the contact step leaves them in the draft. */
export const SALON_CONTACT = {
  first_name: 'Eva',
  last_name: 'Kühn',
  email: 'eva.kuehn@example.com',
  phone: '+4915123456789',
};

/** The booking step, opened fresh with the hold and the customer's details already in the draft. */
export function openBookingStep(
  page: Page,
  seeded: SeededHold | UnkeptTime,
  contact: object = SALON_CONTACT,
): Promise<void> {
  return openStepWithHold(page, seeded, 'booking', contact);
}

/** Gives a hold back; one already booked or released is gone already (404), which is fine. */
export async function releaseHold(organization: string, token: string): Promise<void> {
  const response = await fetch(api(`/${organization}/holds/${token}`), { method: 'DELETE' });
  if (response.status !== 204 && response.status !== 404) throw new Error(`release: ${response.status}`);
}

/**
 * Books the held time for other customers, as they would between choosing and submitting: the
 * held employee's, then every other employee's who is free then. A customer who chose "first
 * available" is otherwise booked with a colleague still free at that time, and whether one is
 * depends on the day the clock starts on.
 */
export async function takeHeldSlot(seeded: SeededHold): Promise<void> {
  const released = await fetch(api(`/${seeded.organization}/holds/${seeded.hold.token}`), { method: 'DELETE' });
  if (released.status !== 204) throw new Error(`release: ${released.status}`);
  const other = {
    contact: { first_name: 'Other', last_name: 'Customer', email: 'other@example.com', phone: '+49 30 1234567' },
    payment: 'on_site' as const,
  };
  const booked = await bookSlot(seeded, other);
  if (booked.status !== 201) throw new Error(`take: ${booked.status} ${await booked.text()}`);
  for (let colleagues = 0; colleagues < 20; colleagues++) {
    const more = await bookSlot(seeded, { ...other, employee_id: null });
    // Taken (409) or no longer a free time at all (422): nobody is left to book it with.
    if (more.status === 409 || more.status === 422) return;
    if (more.status !== 201) throw new Error(`take from a colleague: ${more.status} ${await more.text()}`);
  }
  throw new Error('the held time stayed free after twenty bookings');
}

/**
 * Books the seeded service with the hold's employee at its start through the public API, as
 * the booking site does (no reminder); with `hold_token` it books the hold itself, with
 * `employee_id: null` whoever is free then.
 */
export function bookSlot(
  seeded: SeededHold,
  booking: { contact: object; payment: 'on_site' | 'online'; hold_token?: string; locale?: string; employee_id?: null },
): Promise<Response> {
  return fetch(api(`/${seeded.organization}/branches/${seeded.branch}/appointments`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      services: [seeded.serviceId],
      employee_id: seeded.hold.employee.id,
      start: seeded.hold.start,
      reminder: 'none',
      ...booking,
    }),
  });
}

export const apiUrl = api;
