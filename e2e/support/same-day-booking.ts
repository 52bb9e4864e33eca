import { randomUUID } from 'node:crypto';
import { instantOf } from '@booking/shared/time/instant-of';
import type { OnlineBooking, OnlineContact } from './online-booking';
import { apiUrl } from './salon-hold';
import { testNow } from './test-clock';

const BASE = '/demo-salon/branches/mitte';
const DAY_MS = 86_400_000;

type Service = { id: string; name: string; duration_minutes: number };
type Slot = { start: string };

const instant = instantOf;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function json<T>(path: string): Promise<T> {
  const response = await fetch(apiUrl(path));
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function freeSlots(service: Service): Promise<Slot[]> {
  const from = testNow() + 2 * DAY_MS;
  const query = new URLSearchParams({ services: service.id, from: isoDay(from), to: isoDay(from + 20 * DAY_MS) });
  return (await json<{ results: { slots: Slot[] } }>(`${BASE}/availability?${query}`)).results.slots;
}

/** Holds and books one slot as the booking site does; null when a test beside this one took it first. */
async function book(contact: OnlineContact, service: Service, slot: Slot): Promise<OnlineBooking | null> {
  const held = await fetch(apiUrl(`${BASE}/holds`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ services: [service.id], employee_id: null, start: slot.start }),
  });
  if (held.status === 409) return null;
  if (held.status !== 201) throw new Error(`hold: ${held.status} ${await held.text()}`);
  const { hold } = (
    (await held.json()) as { results: { hold: { token: string; start: string; employee: { id: string } } } }
  ).results;
  const booked = await fetch(apiUrl(`${BASE}/appointments`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      services: [service.id],
      employee_id: hold.employee.id,
      start: hold.start,
      hold_token: hold.token,
      contact,
      reminder: 'none',
      payment: 'on_site',
      locale: 'en',
    }),
  });
  if (booked.status !== 201) throw new Error(`online booking: ${booked.status} ${await booked.text()}`);
  const { results } = (await booked.json()) as {
    results: { appointment: { id: string; start: string }; manage_token: string };
  };
  return {
    id: results.appointment.id,
    start: results.appointment.start,
    serviceName: service.name,
    token: results.manage_token,
  };
}

/**
 * One customer books two services online on one day, at least an hour apart (a person is at
 * one appointment at a time), through the public API as the booking site does: the two visits
 * of their day. The two shortest services of the branch, so the appointments read apart.
 */
export async function bookTwiceOnOneDay(contact: OnlineContact): Promise<[OnlineBooking, OnlineBooking]> {
  const listed = await json<{ results: { services: Service[] } }>(`${BASE}/services`);
  const [first, second] = [...listed.results.services].sort((a, b) => a.duration_minutes - b.duration_minutes);
  if (!first || !second) throw new Error('the demo branch offers fewer than two services');
  const [early, late] = await Promise.all([freeSlots(first), freeSlots(second)]);
  for (const slot of early) {
    const day = slot.start.slice(0, 10);
    const later = late.filter(
      (other) => other.start.slice(0, 10) === day && instant(other.start) - instant(slot.start) >= 60 * 60_000,
    );
    if (later.length === 0) continue;
    const morning = await book(contact, first, slot);
    if (!morning) continue;
    for (const other of later) {
      const afternoon = await book(contact, second, other);
      if (afternoon) return [morning, afternoon];
    }
  }
  throw new Error('no day with room for two bookings an hour apart');
}
