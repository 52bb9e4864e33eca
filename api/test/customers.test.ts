import { randomUUID } from 'node:crypto';
import {
  customerDetailResponseSchema,
  customerListResponseSchema,
  customerResponseSchema,
} from '@booking/shared/contract/customers';
import { staffAppointmentResponseSchema } from '@booking/shared/contract/staff-appointments';
import { beforeAll, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { book, bookingBody } from './helpers/booking-calls';
import { createCustomer } from './helpers/customer-calls';
import { type StaffSalon, signedInMember, staffCall, staffSalon } from './helpers/staff-calls';
import { ALLOWED_ORIGIN, call, useTestApp } from './helpers/test-app';
import { TEST_NOW, WEDNESDAY } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let a: StaffSalon;
let b: StaffSalon;
/** Salon a's owner: only an owner erases a record. */
let aOwner: StaffSalon;
beforeAll(async () => {
  a = await staffSalon(t().app, t().db, 'customers-a');
  b = await staffSalon(t().app, t().db, 'customers-b');
  aOwner = { ...a, cookie: await signedInMember(t().app, t().db, a, 'owner') };
});

const as = (salon: StaffSalon, method: string, path: string, body?: unknown) =>
  staffCall(t().app, salon.cookie, method, path, body);
const list = async (salon: StaffSalon, query: string) =>
  z.parse(customerListResponseSchema, (await as(salon, 'GET', `/v0/staff/customers?${query}`)).body).results;

describe('customer records: create, read, change, delete', () => {
  it('stores a full record with email in lower case and phone in E.164, numbered when no number is given', async () => {
    const created = await as(a, 'POST', '/v0/staff/customers', {
      first_name: 'Greta',
      last_name: 'Garbo',
      email: ' Greta.Garbo@Example.COM ',
      phone: '+49 (0)171 234-5678',
      addresses: [
        { kind: 'billing', street: 'Hauptstraße', number: '5a', zip: '10115', city: 'Berlin', country: 'DE' },
        { kind: 'delivery', street: 'Am Markt', number: '', zip: '20095', city: 'Hamburg', country: 'DE' },
      ],
      birthday: '1990-09-18',
      gender: 'female',
      company: 'Garbo GmbH',
      b2b: true,
      newsletter: true,
      reminders: false,
      comment: 'Prefers mornings.\nAllergic to latex.',
      customer_number: '',
    });
    expect(created.status).toBe(201);
    const customer = z.parse(customerResponseSchema, created.body).results.customer;
    expect(customer).toMatchObject({
      first_name: 'Greta',
      last_name: 'Garbo',
      email: 'greta.garbo@example.com',
      phone: '+491712345678',
      birthday: '1990-09-18',
      gender: 'female',
      company: 'Garbo GmbH',
      b2b: true,
      newsletter: true,
      reminders: false,
      comment: 'Prefers mornings.\nAllergic to latex.',
      source: 'staff',
    });
    expect(customer.addresses[1]).toEqual({
      kind: 'delivery',
      street: 'Am Markt',
      number: null,
      zip: '20095',
      city: 'Hamburg',
      country: 'DE',
    });
    expect(customer.customer_number).toMatch(/^\d+$/);

    const next = await createCustomer(t().app, a.cookie, { first_name: 'Hans', last_name: 'Albers' });
    expect(Number(next.customer_number)).toBe(Number(customer.customer_number) + 1);

    const read = await as(a, 'GET', `/v0/staff/customers/${customer.id}`);
    expect(read.status).toBe(200);
    const detail = z.parse(customerDetailResponseSchema, read.body).results;
    expect(detail.customer).toEqual(customer);
    expect(detail.appointments).toEqual({ upcoming: [], past: [] });
  });

  it('answers 400 with field errors for what the form checks, and keeps nothing', async () => {
    const before = (await list(a, 'limit=100')).total;
    const refused = await as(a, 'POST', '/v0/staff/customers', {
      first_name: 'Al',
      last_name: 'X',
      email: 'not-an-email',
      phone: '0171 2345678',
      addresses: [{ kind: 'billing', street: 'Weg', zip: '', city: 'Berlin', country: 'XX' }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: {
        code: 'invalid_input',
        fields: {
          last_name: [{ code: 'too_short', params: { min: 2 } }],
          email: [{ code: 'invalid_email' }],
          phone: [{ code: 'missing_calling_code' }],
          'addresses.0.zip': [{ code: 'required' }],
          'addresses.0.country': [{ code: 'invalid_value' }],
        },
      },
    });
    expect((await list(a, 'limit=100')).total).toBe(before);
  });

  it('refuses an email or customer number another live customer has, at that field', async () => {
    await createCustomer(t().app, a.cookie, {
      first_name: 'Ida',
      last_name: 'Ehre',
      email: 'ida@example.com',
      customer_number: 'K-7',
    });
    const sameEmail = await as(a, 'POST', '/v0/staff/customers', {
      first_name: 'Ida',
      last_name: 'Zwei',
      email: 'IDA@example.com',
    });
    expect(sameEmail.status).toBe(400);
    expect(sameEmail.body).toEqual({ error: { code: 'invalid_input', fields: { email: [{ code: 'email_taken' }] } } });
    const sameNumber = await as(a, 'POST', '/v0/staff/customers', {
      first_name: 'Ida',
      last_name: 'Drei',
      customer_number: 'K-7',
    });
    expect(sameNumber.body).toEqual({
      error: { code: 'invalid_input', fields: { customer_number: [{ code: 'customer_number_taken' }] } },
    });
    // Another organization keeps its own customers: the same email is no conflict there.
    expect(
      (await as(b, 'POST', '/v0/staff/customers', { first_name: 'Ida', last_name: 'Ehre', email: 'ida@example.com' }))
        .status,
    ).toBe(201);
  });

  it('changes a record as a whole, keeping its number when none is given', async () => {
    const customer = await createCustomer(t().app, a.cookie, { first_name: 'Karl', last_name: 'Valentin' });
    const changed = await as(a, 'PUT', `/v0/staff/customers/${customer.id}`, {
      first_name: 'Karl',
      last_name: 'Valentin',
      email: 'karl@example.com',
      phone: '+43 664 1234567',
      newsletter: true,
    });
    expect(changed.status).toBe(200);
    expect(z.parse(customerResponseSchema, changed.body).results.customer).toMatchObject({
      customer_number: customer.customer_number,
      email: 'karl@example.com',
      phone: '+436641234567',
      newsletter: true,
    });
    const bad = await as(a, 'PUT', `/v0/staff/customers/${customer.id}`, { first_name: 'Karl', last_name: 'V' });
    expect(bad.status).toBe(400);
  });

  it('lets only an owner delete a record: gone from list and page, while its appointment still reads whose it was', async () => {
    const customer = await createCustomer(t().app, a.cookie, {
      first_name: 'Lotte',
      last_name: 'Lenya',
      email: 'lotte@example.com',
    });
    const booked = await book(
      t().app,
      a,
      bookingBody(a, {
        start: `${WEDNESDAY}T15:00:00+01:00`,
        contact: { ...contactOf('lotte@example.com'), first_name: 'Lotte' },
      }),
    );
    expect(booked.status).toBe(201);
    const appointmentId = (booked.body as { results: { appointment: { id: string } } }).results.appointment.id;

    const byStaff = await as(a, 'DELETE', `/v0/staff/customers/${customer.id}`);
    expect(byStaff.status).toBe(403);
    expect(byStaff.body).toEqual({ error: { code: 'owner_only' } });
    expect((await as(a, 'GET', `/v0/staff/customers/${customer.id}`)).status).toBe(200);

    expect((await as(aOwner, 'DELETE', `/v0/staff/customers/${customer.id}`)).status).toBe(204);
    expect((await as(a, 'GET', `/v0/staff/customers/${customer.id}`)).body).toEqual({
      error: { code: 'customer_not_found' },
    });
    expect((await list(a, 'q=Lenya')).customers).toEqual([]);
    expect((await as(aOwner, 'DELETE', `/v0/staff/customers/${customer.id}`)).status).toBe(404);

    const appointment = await as(a, 'GET', `/v0/staff/appointments/${appointmentId}`);
    const shown = z.parse(staffAppointmentResponseSchema, appointment.body).results.appointment;
    expect(shown.customer?.name).toBe('Lotte Muster');
    expect(shown.customer_record).toMatchObject({
      id: customer.id,
      last_name: 'Lenya',
      deleted: true,
      match: 'matched',
    });
  });
});

const contactOf = (email: string) => ({ first_name: 'Eva', last_name: 'Muster', email, phone: '+49 30 99999999' });

describe('the customer list', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    const make = async (first_name: string, last_name: string, extra: Record<string, unknown> = {}) =>
      (await createCustomer(t().app, b.cookie, { first_name, last_name, ...extra })).id;
    ids = {
      zoe: await make('Zoë', 'Adler', { email: 'zoe.adler@example.com', customer_number: 'A-100' }),
      max: await make('Max', 'Becker', { phone: '+49 171 5550001' }),
      mia: await make('Mia', 'Becker', { email: 'mia@example.org' }),
      olaf: await make('Olaf', 'Zander'),
    };
  });

  it('finds by name, email, phone as typed nationally, and customer number', async () => {
    const names = async (q: string) =>
      (await list(b, `q=${encodeURIComponent(q)}`)).customers.map((c) => `${c.first_name} ${c.last_name}`).sort();
    expect(await names('becker')).toEqual(['Max Becker', 'Mia Becker']);
    expect(await names('mia becker')).toEqual(['Mia Becker']);
    expect(await names('zoe.adler@')).toEqual(['Zoë Adler']);
    expect(await names('0171 5550001')).toEqual(['Max Becker']);
    expect(await names('A-100')).toEqual(['Zoë Adler']);
    expect(await names('nobody')).toEqual([]);
  });

  it('finds a phone however it is written: with its calling code and spaces, or nationally in the branch country', async () => {
    const names = async (query: string) =>
      (await list(b, query)).customers.map((c) => `${c.first_name} ${c.last_name}`).sort();
    const q = (text: string, country = 'DE') => `q=${encodeURIComponent(text)}&country=${country}`;
    expect(await names(q('+49 171 5550001'))).toEqual(['Max Becker']);
    expect(await names(q('0049 171 555 00 01'))).toEqual(['Max Becker']);
    expect(await names(q('01715550001'))).toEqual(['Max Becker']);
    expect(await names(q('(0171) 555-0001'))).toEqual(['Max Becker']);
    expect(await names(q('0171 555'))).toEqual(['Max Becker']);
    // The same national number read in Austria is another number.
    expect(await names(q('01715550001', 'AT'))).toEqual([]);
    expect(await names(q('+43 171 5550001'))).toEqual([]);
  });

  it('still finds a customer number of digits only, which reads like a phone', async () => {
    const numbered = await createCustomer(t().app, b.cookie, { first_name: 'Nico', last_name: 'Nummer' });
    const found = await list(b, `q=${numbered.customer_number}&country=DE`);
    expect(found.customers.map((c) => c.id)).toContain(numbered.id);
  });

  it('refuses a country that is none', async () => {
    const refused = await as(b, 'GET', '/v0/staff/customers?q=0171&country=XX');
    expect(refused.status).toBe(400);
  });

  it('sorts by last name either way and pages with a total', async () => {
    const mine = new Set(Object.values(ids));
    const desc = await list(b, 'sort=last_name&order=desc&limit=100');
    expect(desc.customers.filter((c) => mine.has(c.id)).map((c) => `${c.first_name} ${c.last_name}`)).toEqual([
      'Olaf Zander',
      'Mia Becker',
      'Max Becker',
      'Zoë Adler',
    ]);
    const asc = await list(b, 'sort=last_name&order=asc&limit=100');
    expect(asc.customers.map((c) => c.id)).toEqual([...desc.customers.map((c) => c.id)].reverse());
    expect(asc.next_offset).toBeNull();
    const page = await list(b, 'sort=last_name&order=asc&limit=2&offset=1');
    expect(page.customers.map((c) => c.id)).toEqual(asc.customers.slice(1, 3).map((c) => c.id));
    expect(page.total).toBe(asc.total);
    expect(page.next_offset).toBe(3);
  });

  it('refuses a sort it does not know with 400', async () => {
    expect((await as(b, 'GET', '/v0/staff/customers?sort=email')).status).toBe(400);
  });
});

describe('authorization across organizations', () => {
  // Without a session, every one of these calls is 401: api/test/operation-auth.test.ts walks them all.
  it("answers 404 for another organization's customer, appointment or reservation, and changes nothing", async () => {
    const theirs = await createCustomer(t().app, a.cookie, {
      first_name: 'Nina',
      last_name: 'Hagen',
      email: 'nina@example.com',
    });
    const mine = await createCustomer(t().app, b.cookie, { first_name: 'Udo', last_name: 'Lindenberg' });
    const walkIn = await as(a, 'POST', `/v0/staff/branches/main/appointments`, {
      services: [a.services.cut],
      employee_id: a.employees.ana,
      start: `${WEDNESDAY}T16:00:00+01:00`,
      walk_in_name: 'Walk In',
    });
    expect(walkIn.status).toBe(201);
    const theirAppointment = z.parse(staffAppointmentResponseSchema, walkIn.body).results.appointment.id;
    const [theirReservation] = await t().db.query<{ id: string }>('SELECT id FROM reservations LIMIT 1');

    const expectations: [string, string, unknown, string][] = [
      ['GET', `/v0/staff/customers/${theirs.id}`, undefined, 'customer_not_found'],
      ['PUT', `/v0/staff/customers/${theirs.id}`, { first_name: 'Ni', last_name: 'Na' }, 'customer_not_found'],
      // Neither theirs into mine nor mine into theirs.
      ['POST', `/v0/staff/customers/${mine.id}/merge`, { customer_id: theirs.id }, 'customer_not_found'],
      ['POST', `/v0/staff/customers/${theirs.id}/merge`, { customer_id: mine.id }, 'customer_not_found'],
      ['PUT', `/v0/staff/appointments/${theirAppointment}/customer`, { customer_id: mine.id }, 'appointment_not_found'],
      ['GET', `/v0/staff/appointments/${theirAppointment}/checkout`, undefined, 'appointment_not_found'],
    ];
    if (theirReservation) {
      expectations.push([
        'PUT',
        `/v0/staff/reservations/${theirReservation.id}/customer`,
        { customer_id: mine.id },
        'reservation_not_found',
      ]);
    }
    // Erasing is the owner's: another organization's owner does not find the record either.
    expect((await as(aOwner, 'DELETE', `/v0/staff/customers/${mine.id}`)).body).toEqual({
      error: { code: 'customer_not_found' },
    });
    for (const [method, path, body, code] of expectations) {
      const response = await as(b, method, path, body);
      expect({ path, status: response.status, body: response.body }).toEqual({
        path,
        status: 404,
        body: { error: { code } },
      });
    }
    const paid = await call(t().app, `/v0/staff/appointments/${theirAppointment}/checkout`, {
      method: 'POST',
      headers: {
        cookie: b.cookie,
        'content-type': 'application/json',
        origin: ALLOWED_ORIGIN,
        'idempotency-key': 'k1',
      },
      body: JSON.stringify(checkoutBody(theirAppointment)),
    });
    expect(paid.status).toBe(404);
    // Their appointment linked to a customer of theirs; mine to my appointment only.
    const linkTheirs = await as(a, 'PUT', `/v0/staff/appointments/${theirAppointment}/customer`, {
      customer_id: mine.id,
    });
    expect(linkTheirs.body).toEqual({ error: { code: 'customer_not_found' } });
    expect((await list(b, 'q=Hagen')).customers).toEqual([]);
    expect((await as(a, 'GET', `/v0/staff/customers/${theirs.id}`)).status).toBe(200);
    const untouched = z.parse(
      staffAppointmentResponseSchema,
      (await as(a, 'GET', `/v0/staff/appointments/${theirAppointment}`)).body,
    );
    expect(untouched.results.appointment.customer_record).toBeNull();
    expect(untouched.results.appointment.status).toBe('booked');
  });
});

/** A checkout body good enough for its checks to come after the appointment's lookup. */
const checkoutBody = (appointmentId: string) => ({
  lines: [{ appointment_id: appointmentId, service_id: randomUUID(), quantity: 1 }],
  method: 'cash',
});

describe('the demo data', () => {
  it('gives the demo salon customers, the walk-ins named like them linked to them', async () => {
    const signedIn = await call(t().app, '/v0/staff/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ALLOWED_ORIGIN },
      body: JSON.stringify({ email: 'staff@demo-salon.test', password: 'demo-salon-staff' }),
    });
    const cookie = signedIn.headers.get('set-cookie')?.split(';')[0] ?? '';
    const found = await staffCall(t().app, cookie, 'GET', '/v0/staff/customers?q=schulz');
    const [mia] = z.parse(customerListResponseSchema, found.body).results.customers;
    expect(mia).toMatchObject({ first_name: 'Mia', last_name: 'Schulz', email: 'mia.schulz@example.com' });
    const page = await staffCall(t().app, cookie, 'GET', `/v0/staff/customers/${mia?.id}`);
    const upcoming = z.parse(customerDetailResponseSchema, page.body).results.appointments.upcoming;
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.every((a) => a.match === 'matched' && a.branch.slug === 'mitte')).toBe(true);
  });
});
