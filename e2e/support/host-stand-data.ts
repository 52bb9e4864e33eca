import { randomUUID } from 'node:crypto';
import { instantOf } from '@booking/shared/time/instant-of';
import type { APIRequestContext } from '@playwright/test';
import { PORTS, urlOf } from './ports';
import { freeTimes, RESTAURANT } from './reservations';
import { testDate, testNow } from './test-clock';

/**
 * What the host stand's tests make for themselves at the demo restaurant, through the real
 * API: online reservations as a guest makes them, phone reservations as staff take them.
 * Every guest has a name of their own, so tests side by side never read each other's rows.
 */
export const RESTAURANT_STAFF = { email: 'staff@demo-restaurant.test', password: 'demo-restaurant-staff' } as const;
const ZONE = 'Europe/Berlin';
const API = urlOf(PORTS.api);
/** Staff writes need the Origin of a front end (decision 0021). */
const ORIGIN = { origin: urlOf(PORTS.shell) };
const BRANCH = `${API}/v0/staff/branches/${RESTAURANT.branch}`;

/** A guest's name nobody else uses: `Gast` and six letters. */
export const guestName = () =>
  `Gast ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** A local date of the restaurant, `days` after today on the run's clock. */
export const restaurantDate = (days = 0) => testDate(ZONE, days);

async function ok<T>(response: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }) {
  if (!response.ok()) throw new Error(`answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface ServiceDay {
  results: {
    tables: { id: string; name: string; seats: number }[];
    combinations: { id: string; name: string; table_ids: string[] }[];
    periods: { start: string; end: string }[];
  };
}

/** The day sheet of the host stand (staff cookie of `request`). */
export async function serviceDay(request: APIRequestContext, date: string) {
  return (await ok<ServiceDay>(await request.get(`${BRANCH}/service-day?date=${date}`))).results;
}

/** Whether the restaurant is open now on the run's clock: a walk-in can be seated. */
export async function openNow(request: APIRequestContext): Promise<boolean> {
  const now = testNow();
  const { periods } = await serviceDay(request, restaurantDate());
  return periods.some((period) => instantOf(period.start) <= now && now < instantOf(period.end));
}

/** The first day from today on with at least `count` free online times for a party of two, and those times. */
export async function onlineServiceDay(count = 4): Promise<{ date: string; times: string[] }> {
  for (let day = 0; day < 14; day++) {
    const date = restaurantDate(day);
    const times = await freeTimes(date, 2);
    if (times.length >= count) return { date, times };
  }
  throw new Error('the demo restaurant has no day with free times online in two weeks');
}

/**
 * Today's service that has begun on the run's clock, and its start: a no-show can be marked
 * there (the steps at the restaurant are taken on the reservation's day only).
 */
export async function startedServiceToday(request: APIRequestContext): Promise<{ date: string; start: string }> {
  const date = restaurantDate();
  const begun = (await serviceDay(request, date)).periods.filter((period) => instantOf(period.start) <= testNow());
  const [first] = begun;
  if (!first) throw new Error('the demo restaurant has no service today that has begun');
  return { date, start: first.start };
}

/**
 * A reservation made online at the first of `times` still free: another test may take a time
 * between reading the availability and booking it. The time it got.
 */
export async function reserveOnlineAtFirstFree(
  times: readonly string[],
  ...[name, email, partySize, specialRequest]: Parameters<typeof reserveOnline> extends [string, ...infer Rest]
    ? Rest
    : never
) {
  for (const start of times) {
    if (
      await reserveOnline(start, name, email, partySize, specialRequest).then(
        () => true,
        (error: Error) => {
          if (error.message.includes('slot_taken')) return false;
          throw error;
        },
      )
    )
      return start;
  }
  throw new Error(`every one of ${times.length} times was taken`);
}

/** A reservation made online, as the guest's booking page makes it. */
export async function reserveOnline(
  start: string,
  name: string,
  email = 'erika.probe@example.com',
  partySize = 2,
  specialRequest?: string,
) {
  const response = await fetch(
    `${API}/v0/organizations/${RESTAURANT.organization}/branches/${RESTAURANT.branch}/reservations`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        start,
        party_size: partySize,
        name,
        email,
        phone: '+49 30 1234567',
        reminder: 'email',
        locale: 'en',
        ...(specialRequest ? { special_request: specialRequest } : {}),
      }),
    },
  );
  if (response.status !== 201)
    throw new Error(`reserving online answered ${response.status}: ${await response.text()}`);
}

/** A reservation taken on the phone by staff (any time staff may book, the past included). */
export async function reserveByPhone(
  request: APIRequestContext,
  reservation: { start: string; name: string; party_size?: number; table_id?: string },
): Promise<{ id: string; table: { id: string; name: string } }> {
  const body = await ok<{ results: { reservation: { id: string; table: { id: string; name: string } } } }>(
    await request.post(`${BRANCH}/reservations`, {
      headers: ORIGIN,
      data: { party_size: 2, phone: '+49 30 7654321', locale: 'en', ...reservation },
    }),
  );
  return body.results.reservation;
}

/** A table that seats the party and nobody holds for 90 minutes from `start` (the demo's duration), but `not`. */
export async function freeTableAt(request: APIRequestContext, start: string, not: readonly string[], party = 2) {
  const table = (await freeTablesOn(request, start.slice(0, 10), party))(start).find((t) => !not.includes(t.id));
  if (!table) throw new Error(`no table is free at ${start}`);
  return table;
}

/**
 * The first online time from today on at which at least `count` tables seating `party` are
 * free: a test that puts several parties of that size at one time needs them, and the whole
 * suite's reservations fill the first days' popular times.
 */
export async function timeWithFreeTables(request: APIRequestContext, party: number, count: number) {
  for (let day = 0; day < 14; day++) {
    const date = restaurantDate(day);
    const freeAt = await freeTablesOn(request, date, party);
    const start = (await freeTimes(date, party)).find((time) => freeAt(time).length >= count);
    if (start) return { date, start };
  }
  throw new Error(`the demo restaurant has no time with ${count} tables for ${party} free in two weeks`);
}

/**
 * The first time from today on at which every table of the named combination is free (found
 * among the free times of a party its largest table seats), with the combination's id.
 */
export async function timeWithCombinationFree(request: APIRequestContext, name: string, party: number) {
  for (let day = 0; day < 14; day++) {
    const date = restaurantDate(day);
    const combination = (await serviceDay(request, date)).combinations.find((c) => c.name === name);
    if (!combination) throw new Error(`the demo restaurant has no combination ${name}`);
    const freeAt = await freeTablesOn(request, date, 1);
    const start = (await freeTimes(date, party)).find((time) => {
      const free = new Set(freeAt(time).map((t) => t.id));
      return combination.table_ids.every((id) => free.has(id));
    });
    if (start) return { date, start, combination: combination.id };
  }
  throw new Error(`the combination ${name} is not free at any time in two weeks`);
}

/**
 * For one day: the tables seating `party` that nobody holds for 90 minutes from a start. The
 * list is paged; a whole suite's day fits in one page of 500, the first page of 50 did not.
 */
async function freeTablesOn(request: APIRequestContext, date: string, party: number) {
  const { tables } = await serviceDay(request, date);
  const list = await ok<{
    results: { reservations: { start: string; end: string; status: string; tables: { id: string }[] }[] };
  }>(await request.get(`${BRANCH}/reservations?from=${date}&to=${date}&limit=500`));
  const live = list.results.reservations.filter((r) => r.status !== 'cancelled' && r.status !== 'no_show');
  return (start: string) => {
    const from = instantOf(start);
    const to = from + 90 * 60_000;
    // A combination's party holds each of its tables.
    const held = new Set(
      live.filter((r) => instantOf(r.start) < to && from < instantOf(r.end)).flatMap((r) => r.tables.map((t) => t.id)),
    );
    return tables.filter((t) => t.seats >= party && !held.has(t.id));
  };
}
