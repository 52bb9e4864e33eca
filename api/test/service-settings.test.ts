import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@rstest/core';
import { replaceRota } from '../src/db/employee-rota-repo';
import { type AccountsApp, confirmedOwner, send, signIn, useAccountsApp } from './helpers/account-calls';
import { call } from './helpers/test-app';

/*
 * The owner's services settings over the seeded demo salon (clock: Thursday 26 Nov 2026,
 * 10:00 in Berlin). What the public pages read (the services list, free slots, bookings) is
 * asked through the public API right after each change.
 */
const t = useAccountsApp();
const SETTINGS = '/v0/staff/settings';
const PUBLIC = '/v0/organizations/demo-salon/branches/mitte';
let owner: string;
let ids: { mitte: string; altona: string; jonas: string; anna: string; tara: string; haare: string; farbe: string };

type Settings = {
  categories: { id: string; name: string; position: number }[];
  services: { id: string; name: string; category_id: string; price_minor: number; future_appointments: number }[];
};
const as = (method: string, path: string, body?: unknown, cookie = owner) =>
  send(t(), method, `${SETTINGS}${path}`, body, { cookie });
const settings = async () => ((await as('GET', '/services')).body as { results: Settings }).results;
const publicServices = async () =>
  (
    (await call(t().app, `${PUBLIC}/services`)).body as {
      results: { services: { id: string; name: string; category: string; price: { amount_minor: number } }[] };
    }
  ).results.services;
const slots = async (service: string, employee: string, day = '2026-11-27') => {
  const query = new URLSearchParams({ services: service, employee, from: day, to: day });
  return call(t().app, `${PUBLIC}/availability?${query}`);
};
const slotStarts = async (service: string, employee: string) =>
  ((await slots(service, employee)).body as { results: { slots: { start: string }[] } }).results.slots.map((s) =>
    s.start.slice(11, 16),
  );
const book = (service: string, employee: string, start: string) =>
  call(t().app, `${PUBLIC}/appointments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      services: [service],
      employee_id: employee,
      start,
      contact: { first_name: 'Eva', last_name: 'Muster', email: 'eva@example.com', phone: '+49 30 12345670' },
      reminder: 'email',
      payment: 'on_site',
    }),
  });
const serviceBody = (overrides: Record<string, unknown> = {}) => ({
  category_id: ids.haare,
  name: 'Bartpflege',
  description: 'Trimmen und Konturen',
  duration_minutes: 30,
  price_minor: 2500,
  online_bookable: true,
  buffer_after_minutes: 0,
  branch_ids: [ids.mitte],
  employee_ids: [ids.jonas],
  ...overrides,
});
const created = async (overrides: Record<string, unknown> = {}) => {
  const answer = await as('POST', '/services', serviceBody(overrides));
  expect(answer.status).toBe(201);
  return (answer.body as { results: { service: { id: string } } }).results.service.id;
};

beforeAll(async () => {
  owner = (await signIn(t(), 'owner@demo-salon.test', 'demo-salon-owner')).cookie ?? '';
  const one = async (sql: string) => (await t().db.query<{ id: string }>(sql))[0]?.id ?? '';
  ids = {
    mitte: await one(`SELECT id FROM branches WHERE slug = 'mitte'`),
    altona: await one(`SELECT id FROM branches WHERE slug = 'altona'`),
    jonas: await one(`SELECT id FROM employees WHERE first_name = 'Jonas'`),
    anna: await one(`SELECT id FROM employees WHERE first_name = 'Anna'`),
    haare: await one(`SELECT id FROM service_categories WHERE name = 'Haare'`),
    farbe: await one(`SELECT id FROM service_categories WHERE name = 'Farbe'`),
    // A new colleague with an empty Friday at Mitte, 09:00 to 18:00, so times are known.
    tara: await one(
      `INSERT INTO employees (organization_id, first_name, last_name, position)
       SELECT organization_id, 'Tara', 'Neu', 9 FROM branches WHERE slug = 'mitte' RETURNING id`,
    ),
  };
  const [mitte] = await t().db.query<{ organization_id: string }>(
    `SELECT organization_id FROM branches WHERE id = $1`,
    [ids.mitte],
  );
  await replaceRota(t().db, mitte?.organization_id ?? '', ids.tara, {
    effective_from: '2000-01-03',
    cycle_weeks: 1,
    hours: [{ branch_id: ids.mitte, cycle_week: 0, weekday: 5, start: '09:00', end: '18:00' }],
  });
});

describe('reading the settings', () => {
  it("lists the demo salon's categories and services with who offers them, in euros", async () => {
    const answer = await as('GET', '/services');
    expect(answer.status).toBe(200);
    const results = (answer.body as { results: Settings & { currency: string; employees: unknown[] } }).results;
    expect(results.currency).toBe('EUR');
    expect(results.categories.map((c) => c.name)).toEqual(['Farbe', 'Haare', 'Nägel']);
    expect(results.services).toHaveLength(8);
    expect(results.services.find((s) => s.name === 'Herrenhaarschnitt')).toMatchObject({
      category_id: ids.haare,
      branch_ids: [ids.mitte, ids.altona].sort(),
      employee_ids: [ids.anna, ids.jonas].sort(),
      online_bookable: true,
    });
  });

  it('answers staff 403 owner_only and a signed-out caller 401', async () => {
    const staff = (await signIn(t(), 'staff@demo-salon.test', 'demo-salon-staff')).cookie ?? '';
    expect((await as('GET', '/services', undefined, staff)).status).toBe(403);
    expect((await send(t(), 'GET', `${SETTINGS}/services`)).status).toBe(401);
  });
});

describe('categories', () => {
  it('adds a category at the end, refuses a blank or taken name at the field, renames it', async () => {
    const added = await as('POST', '/service-categories', { name: '  Bart  ' });
    expect(added.status).toBe(201);
    const category = (added.body as { results: { category: { id: string; name: string; position: number } } }).results
      .category;
    expect(category).toMatchObject({ name: 'Bart', position: 1 });
    expect((await settings()).categories.at(-1)?.name).toBe('Bart');
    const taken = await as('POST', '/service-categories', { name: 'Haare' });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({
      error: { code: 'invalid_input', fields: { name: [{ code: 'category_name_taken' }] } },
    });
    const blank = await as('POST', '/service-categories', { name: '' });
    expect((blank.body as { error: { fields: unknown } }).error.fields).toEqual({ name: [{ code: 'required' }] });
    const renamed = await as('PUT', `/service-categories/${category.id}`, { name: 'Bart & Rasur' });
    expect(renamed.status).toBe(200);
    expect((await as('PUT', `/service-categories/${category.id}`, { name: 'Farbe' })).status).toBe(400);
    expect((await as('PUT', `/service-categories/${randomUUID()}`, { name: 'X' })).body).toEqual({
      error: { code: 'category_not_found' },
    });
  });

  it('deletes an empty category only: 409 category_not_empty while it holds services, 404 unknown', async () => {
    expect((await as('DELETE', `/service-categories/${ids.farbe}`)).body).toEqual({
      error: { code: 'category_not_empty' },
    });
    const empty = await as('POST', '/service-categories', { name: 'Leer' });
    const id = (empty.body as { results: { category: { id: string } } }).results.category.id;
    expect((await as('DELETE', `/service-categories/${id}`)).status).toBe(204);
    expect((await as('DELETE', `/service-categories/${id}`)).status).toBe(404);
  });

  it('orders the categories, and the public list follows at once; a set of ids that is not all of them is 400', async () => {
    const { categories } = await settings();
    const nails = categories.find((c) => c.name === 'Nägel');
    const order = [nails, ...categories.filter((c) => c !== nails)].map((c) => c?.id);
    expect((await as('PUT', '/service-categories-order', { ids: order })).status).toBe(204);
    const listed = await call(t().app, `${PUBLIC}/services`);
    // Read afresh on every request, and no cache between may answer without asking.
    expect(listed.headers.get('cache-control')).toBe('no-cache');
    expect((await publicServices())[0]?.category).toBe('Nägel');
    const missing = await as('PUT', '/service-categories-order', { ids: order.slice(1) });
    expect(missing.status).toBe(400);
    expect((missing.body as { error: { fields: unknown } }).error.fields).toEqual({ ids: [{ code: 'invalid_value' }] });
    const twice = await as('PUT', '/service-categories-order', { ids: [order[0], ...order.slice(0, -1)] });
    expect(twice.status).toBe(400);
  });

  it("orders a category's services; ids of another category are 400, an unknown category 404", async () => {
    const inHaare = (await settings()).services.filter((s) => s.category_id === ids.haare).map((s) => s.id);
    const reversed = [...inHaare].reverse();
    expect((await as('PUT', `/service-categories/${ids.haare}/order`, { ids: reversed })).status).toBe(204);
    const listed = (await publicServices()).filter((s) => s.category === 'Haare').map((s) => s.id);
    expect(listed).toEqual(reversed.filter((id) => listed.includes(id)));
    expect((await as('PUT', `/service-categories/${ids.farbe}/order`, { ids: reversed })).status).toBe(400);
    expect((await as('PUT', `/service-categories/${randomUUID()}/order`, { ids: reversed })).status).toBe(404);
  });
});

describe('services', () => {
  it('adds a service that is listed publicly at once, and a customer finds slots for it at once', async () => {
    const id = await created();
    const listed = (await publicServices()).find((s) => s.id === id);
    expect(listed).toMatchObject({ name: 'Bartpflege', category: 'Haare', price: { amount_minor: 2500 } });
    expect(await slotStarts(id, ids.jonas)).toContain('10:00');
    const anna = await slots(id, ids.anna);
    expect(anna.body).toEqual({ error: { code: 'employee_unsuitable' } });
  });

  it('refuses bad input at its fields and changes nothing', async () => {
    const before = (await settings()).services.length;
    const steps = await as('POST', '/services', serviceBody({ duration_minutes: 22, buffer_after_minutes: 7 }));
    expect(steps.status).toBe(400);
    expect((steps.body as { error: { fields: unknown } }).error.fields).toEqual({
      duration_minutes: [{ code: 'not_multiple_of', params: { divisor: 5 } }],
      buffer_after_minutes: [{ code: 'not_multiple_of', params: { divisor: 5 } }],
    });
    const foreign = await as(
      'POST',
      '/services',
      serviceBody({ category_id: randomUUID(), branch_ids: [randomUUID()], employee_ids: [randomUUID()] }),
    );
    expect((foreign.body as { error: { fields: unknown } }).error.fields).toEqual({
      category_id: [{ code: 'invalid_value' }],
      branch_ids: [{ code: 'invalid_value' }],
      employee_ids: [{ code: 'invalid_value' }],
    });
    expect((await as('POST', '/services', serviceBody({ name: '', price_minor: -1 }))).status).toBe(400);
    expect((await settings()).services).toHaveLength(before);
    expect((await as('PUT', `/services/${randomUUID()}`, serviceBody())).body).toEqual({
      error: { code: 'service_not_found' },
    });
    expect((await as('DELETE', `/services/${randomUUID()}`)).status).toBe(404);
  });

  it('keeps the price a booked appointment was booked with; a new booking pays the new price', async () => {
    const body = { name: 'Kopfmassage', employee_ids: [ids.tara] };
    const id = await created({ ...body, price_minor: 2000 });
    expect((await book(id, ids.tara, '2026-11-27T10:00:00+01:00')).status).toBe(201);
    expect((await as('PUT', `/services/${id}`, serviceBody({ ...body, price_minor: 2400 }))).status).toBe(200);
    expect((await publicServices()).find((s) => s.id === id)?.price.amount_minor).toBe(2400);
    expect((await book(id, ids.tara, '2026-11-27T11:00:00+01:00')).status).toBe(201);
    const rows = await t().db.query<{ price_minor: number; booked: number }>(
      `SELECT price_minor, (services->0->>'price_minor')::int AS booked FROM appointments
        WHERE services @> jsonb_build_array(jsonb_build_object('id', $1::text)) ORDER BY lower(during)`,
      [id],
    );
    expect(rows).toEqual([
      { price_minor: 2000, booked: 2000 },
      { price_minor: 2400, booked: 2400 },
    ]);
  });

  it('refuses to delete a service with appointments to come (409), lets it be hidden, and hidden it is not bookable online', async () => {
    const id = await created({ name: 'Augenbrauen', employee_ids: [ids.tara] });
    const booked = await book(id, ids.tara, '2026-11-27T12:00:00+01:00');
    expect(booked.status).toBe(201);
    const token = (booked.body as { results: { manage_token: string } }).results.manage_token;
    const refused = await as('DELETE', `/services/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: { code: 'service_has_future_appointments' } });
    const hide = serviceBody({ name: 'Augenbrauen', employee_ids: [ids.tara], online_bookable: false });
    const hidden = await as('PUT', `/services/${id}`, hide);
    expect(hidden.body).toMatchObject({ results: { service: { online_bookable: false, future_appointments: 1 } } });
    expect((await publicServices()).some((s) => s.id === id)).toBe(false);
    expect((await slots(id, ids.tara)).status).toBe(404);
    expect((await book(id, ids.tara, '2026-11-27T13:00:00+01:00')).status).toBe(404);
    const [row] = await t().db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM appointments WHERE services @> jsonb_build_array(jsonb_build_object('id', $1::text))`,
      [id],
    );
    expect(row?.n).toBe(1);
    // Its customer keeps the appointment and may still move it.
    const moved = await call(t().app, `/v0/organizations/demo-salon/appointments/${token}/reschedule`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ start: '2026-11-27T13:00:00+01:00', employee_id: ids.tara }),
    });
    expect(moved.status, moved.text).toBe(200);
  });

  it('deletes a service whose appointments are all past, and they keep what was booked', async () => {
    const id = await created({ name: 'Wimpern', employee_ids: [ids.tara] });
    expect((await book(id, ids.tara, '2026-11-27T14:00:00+01:00')).status).toBe(201);
    const bookedHere = `services @> jsonb_build_array(jsonb_build_object('id', $1::text))`;
    // The same appointment a week earlier: past, as if its day had come and gone.
    await t().db.query(
      `UPDATE appointments SET during = tstzrange(lower(during) - interval '7 days', upper(during) - interval '7 days')
        WHERE ${bookedHere}`,
      [id],
    );
    expect((await as('DELETE', `/services/${id}`)).status).toBe(204);
    const [row] = await t().db.query<{ name: string }>(
      `SELECT services->0->>'name' AS name FROM appointments WHERE ${bookedHere}`,
      [id],
    );
    expect(row?.name).toBe('Wimpern');
  });

  it("keeps the employee free for a service's buffer after it", async () => {
    const id = await created({
      name: 'Rasur',
      duration_minutes: 30,
      buffer_after_minutes: 15,
      employee_ids: [ids.tara],
    });
    expect((await book(id, ids.tara, '2026-11-27T16:00:00+01:00')).status).toBe(201);
    const starts = await slotStarts(id, ids.tara);
    // Booked 16:00 to 16:30, then 15 minutes of buffer: the next start is 16:50 on the
    // 10-minute grid, and 15:20 + 30 + 15 would run into 16:00, so 15:10 is the last before.
    expect(starts.filter((s) => s >= '15:00' && s < '17:00')).toEqual(['15:00', '15:10', '16:50']);
  });
});

describe('another organization', () => {
  let other: string;
  beforeAll(async () => {
    other = (await confirmedOwner(t() as AccountsApp, 'other-services')).cookie;
  });

  it("sees none of the demo salon's services and cannot touch them (404)", async () => {
    const mine = (await as('GET', '/services', undefined, other)).body as { results: Settings };
    expect(mine.results.services).toEqual([]);
    const [service] = (await settings()).services;
    expect((await as('PUT', `/services/${service?.id}`, serviceBody(), other)).status).toBe(404);
    expect((await as('DELETE', `/service-categories/${ids.haare}`, undefined, other)).status).toBe(404);
    expect((await as('PUT', `/service-categories/${ids.haare}`, { name: 'Fremd' }, other)).status).toBe(404);
    expect((await settings()).categories.find((c) => c.id === ids.haare)?.name).toBe('Haare');
    const theirs = await as('POST', '/services', serviceBody(), other);
    expect((theirs.body as { error: { fields: Record<string, unknown> } }).error.fields).toHaveProperty('category_id');
  });
});
