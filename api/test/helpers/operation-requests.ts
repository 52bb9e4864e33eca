import type { Operation } from '@booking/shared/contract/operation';
import fc from 'fast-check';
import type { Db } from '../../src/db/db';
import { namesStaffBranch } from '../../src/http/staff-access';
import { goodValue, schemaOf } from '../fuzz/good-values';
import { ALLOWED_ORIGIN, type TestApp } from './test-app';
import { imageOf } from './test-images';

/** An id no organization has: where an organization lacks a record, its path names this. */
export const NOWHERE = '00000000-0000-4000-8000-0000000000f1';

/** One organization's values for every path parameter of the staff operations (NOWHERE where it has none). */
export type PathValues = Readonly<Record<string, string>>;

/** Real ids of the organization `slug` for each path parameter, and which of them it really has. */
export async function pathValuesOf(db: Db, slug: string): Promise<{ values: PathValues; real: Set<string> }> {
  const org = '(SELECT id FROM organizations WHERE slug = $1)';
  const first = async (sql: string) => (await db.query<{ id: string }>(sql, [slug]))[0]?.id ?? null;
  const of = (table: string, extra = '') =>
    first(`SELECT id FROM ${table} WHERE organization_id = ${org} ${extra} ORDER BY id LIMIT 1`);
  const found: Record<string, string | null> = {
    branch: await of('branches'),
    slug: await first(`SELECT slug AS id FROM branches WHERE organization_id = ${org} ORDER BY position LIMIT 1`),
    appointment: await of('appointments', "AND status <> 'held'"),
    absence: await of('absences'),
    customer: await of('customers', 'AND deleted_at IS NULL'),
    reservation: await of('reservations'),
    employee: await of('employees'),
    service: await of('services'),
    category: await of('service_categories'),
    area: await of('restaurant_areas'),
    table: await of('restaurant_tables'),
    combination: await of('table_combinations'),
    account: await of('staff_users', "AND role = 'owner'"),
    session: await first(
      `SELECT s.id FROM staff_sessions s JOIN staff_users u ON u.id = s.staff_user_id
        WHERE u.organization_id = ${org} ORDER BY s.id LIMIT 1`,
    ),
    day: '2026-12-01',
  };
  const real = new Set(Object.keys(found).filter((name) => found[name]));
  const values = Object.fromEntries(Object.entries(found).map(([name, id]) => [name, id ?? NOWHERE]));
  return { values, real };
}

/** The names of the operation's path parameters, `{branch}` as `slug` where the path names a branch by it. */
export const pathNames = (op: Operation) =>
  [...op.path.matchAll(/\{([A-Za-z_]+)\}/g)].map(([, name = '']) =>
    name === 'branch' && namesStaffBranch(op) ? 'slug' : name,
  );

/** The operation's path with the organization's values. */
export function pathFor(op: Operation, values: PathValues): string {
  const names = pathNames(op);
  let index = 0;
  return op.path.replace(/\{[A-Za-z_]+\}/g, () => values[names[index++] ?? ''] ?? NOWHERE);
}

/** Bodies whose rules reach across fields (opening hours, lead times, seats): a random one would be a 400. */
const week = [[], ...Array.from({ length: 6 }, () => [{ start: '09:00', end: '18:00' }])];
const branchBody = {
  ...{ name: 'Elsewhere', slug: 'elsewhere', street: 'Weg', house_number: '2', zip: '10115', city: 'Berlin' },
  ...{ country: 'DE', phone: '', timezone: 'Europe/Berlin', opening_hours: week, closed_days: [] },
};
const tableBody = { name: 'T9', area_id: null, min_seats: 2, max_seats: 4, use: 'online' };
const combinationBody = {
  name: 'T8 + T9',
  table_ids: [NOWHERE, NOWHERE.replace('f1', 'f2')],
  min_seats: 5,
  max_seats: 8,
};
const GOOD_BODIES: Readonly<Record<string, unknown>> = {
  createTable: tableBody,
  updateTable: tableBody,
  retireTable: {},
  removeCombination: {},
  createCombination: combinationBody,
  updateCombination: combinationBody,
  createBranchSettings: branchBody,
  updateBranchSettings: branchBody,
  updateBookingRules: {
    min_booking_lead_time: { value: 1, type: 'days' },
    max_booking_lead_time: { value: 3, type: 'months' },
    reservation_frequency_minutes: 10,
    cancellation_lead_time: { value: 1, type: 'days' },
    editing_limit: { value: 0, type: 'hours' },
    ...{ editing_fee_minor: 0, late_cancellation_fee_minor: 0, late_rescheduling_fee_minor: 0 },
    ...{ max_services_per_appointment: 3, allow_employee_selection: true, online_payment: 'allowed' },
    ...{ hold_minutes: 10, payment_window_minutes: 10, currency: 'EUR' },
  },
  // The page's links must be https and its images the caller's own; going live needs the checklist done.
  savePageSettings: {
    ...{ name: 'Other Salon', color: '#123456', logo_image: null, banner_image: null },
    ...{ instagram_url: null, facebook_url: null, privacy_policy_url: null, imprint_url: null },
    terms_of_service_url: 'https://other-salon.example/terms',
  },
  setGoLive: { live: false },
  moveStaffAppointment: { start: '2026-12-02T10:00:00+01:00' },
  updateStaffReservation: { party_size: 2 },
  createCustomer: { first_name: 'Nina', last_name: 'Hagen' },
  updateCustomer: { first_name: 'Nina', last_name: 'Hagen' },
};

/** A body the operation takes: a good value of its schema, or one of the above. */
export function goodBody(op: Operation): unknown {
  if (op.id in GOOD_BODIES) return GOOD_BODIES[op.id];
  if (!op.body) return undefined;
  const [body] = fc.sample(goodValue(schemaOf(op.body), {}), { numRuns: 1, seed: 27 });
  return body;
}

/** A query the operation takes, as its URL carries it. */
function goodQuery(op: Operation): string {
  if (!op.query) return '';
  const [values] = fc.sample(goodValue(schemaOf(op.query), {}), { numRuns: 1, seed: 27 });
  const entries = Object.entries((values ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : '';
}

/** What is sent: the body as good as the operation takes it, or broken in every part a check could read. */
export type Sent = { path: string; body: 'good' | 'broken'; cookie?: string; origin?: string };

/**
 * One call of a staff operation as the staff front end makes it (JSON from its origin, an
 * Idempotency-Key where declared, an upload's bytes). A broken call has no query, no key and a
 * body that is no JSON at all: only a check that reads nothing of the input can answer it
 * with anything but 400.
 */
export async function sendOperation(app: TestApp['app'], op: Operation, sent: Sent) {
  const broken = sent.body === 'broken';
  const headers: Record<string, string> = { origin: sent.origin ?? ALLOWED_ORIGIN };
  if (sent.cookie) headers.cookie = sent.cookie;
  if (op.headers && !broken) headers['idempotency-key'] = '6b0c3c1e-7d0a-4d7e-9d1e-2f6f3b0c1a01';
  let body: BodyInit | undefined;
  const query = broken ? '' : goodQuery(op);
  if (op.upload) {
    headers['content-type'] = 'application/octet-stream';
    body = new Blob([broken ? new TextEncoder().encode('not an image') : await imageOf(40, 20)]);
  } else if (op.method !== 'get') {
    headers['content-type'] = 'application/json';
    const good = goodBody(op);
    body = broken ? '{"broken' : good === undefined ? undefined : JSON.stringify(good);
  }
  const response = await app.request(`${sent.path}${query}`, { method: op.method.toUpperCase(), headers, body });
  const type = response.headers.get('content-type') ?? '';
  // A live stream that was let through is not read to its end.
  if (type.startsWith('text/event-stream')) await response.body?.cancel();
  const text = type.startsWith('text/event-stream') ? '' : await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: text && type.includes('json') ? (JSON.parse(text) as unknown) : null,
  };
}
