import { randomUUID } from 'node:crypto';
import { createOrganization } from '../../src/commands/create-organization';
import type { Db } from '../../src/db/db';
import { insertOpeningHours, insertRestaurantTable, setReservationRules } from '../../src/db/restaurant-setup-repo';
import { json } from './booking-calls';
import { CLIENT_HEADER, call, type TestApp } from './test-app';
import { createTestBranch } from './test-salon';

export type TestRestaurant = { slug: string; branch: string; organizationId: string; tables: Record<string, string> };

/**
 * A restaurant in Berlin built for one test file: open every day 18:00-22:00, a table is
 * kept 90 minutes, starts every 30 minutes, parties of 1 to 8, at least 2 hours ahead;
 * inside 3 hours a cancellation costs €10. Tables: T2 (2 seats), T4 (4), T6 (6).
 */
export async function createTestRestaurant(
  db: Db,
  slug: string,
  { online = true }: { online?: boolean } = {},
): Promise<TestRestaurant> {
  const org = await createOrganization(db, {
    slug,
    vertical: 'gastro',
    name: `Restaurant ${slug}`,
    pageActivated: true,
    onlineReservationsEnabled: online,
    currency: 'EUR',
    timezone: 'Europe/Berlin',
    reservationFrequencyMinutes: 30,
    minBookingLeadTime: { value: 2, type: 'hours' },
    cancellationLeadTime: { value: 3, type: 'hours' },
  });
  if (!org.ok) throw new Error(`test restaurant: ${org.error.code}`);
  await db.query('UPDATE organizations SET late_cancellation_fee_minor = 1000 WHERE id = $1', [org.value.id]);
  const branch = { value: await createTestBranch(db, org.value.id) };
  const ref = { organizationId: org.value.id, branchId: branch.value.id };
  await setReservationRules(db, branch.value.id, { durationMinutes: 90, minPartySize: 1, maxPartySize: 8 });
  for (let weekday = 0; weekday < 7; weekday++)
    await insertOpeningHours(db, ref, { weekday, start: '18:00', end: '22:00' });
  const tables: Record<string, string> = {};
  for (const [position, seats] of [2, 4, 6].entries()) {
    tables[`T${seats}`] = (await insertRestaurantTable(db, ref, { name: `T${seats}`, seats, position })).id;
  }
  return { slug, branch: 'main', organizationId: org.value.id, tables };
}

export const GUEST = { name: 'Eva Muster', email: 'eva@example.com', phone: '+49 30 12345670', reminder: 'email' };

/** A valid reservation for two on Wednesday 4 March 2026 at 19:00 (Berlin), with changes. */
export function reservationBody(overrides: Record<string, unknown> = {}) {
  return { start: '2026-03-04T19:00:00+01:00', party_size: 2, ...GUEST, ...overrides };
}

export function reserve(
  app: TestApp['app'],
  r: TestRestaurant,
  body: unknown,
  { key = randomUUID(), client }: { key?: string | null; client?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (key !== null) headers['idempotency-key'] = key;
  if (client) headers[CLIENT_HEADER] = client;
  return call(app, `/v0/organizations/${r.slug}/branches/${r.branch}/reservations`, json(body, headers));
}

export function reservationTimes(app: TestApp['app'], r: TestRestaurant, query: Record<string, string>) {
  const search = new URLSearchParams(query).toString();
  return call(app, `/v0/organizations/${r.slug}/branches/${r.branch}/reservation-availability?${search}`);
}

export function manageReservation(
  app: TestApp['app'],
  r: TestRestaurant,
  token: string,
  action: '' | '/reschedule' | '/cancel' = '',
  body?: unknown,
) {
  const path = `/v0/organizations/${r.slug}/reservations/${token}${action}`;
  return call(app, path, action ? json(body ?? {}) : {});
}
