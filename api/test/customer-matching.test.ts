import { randomUUID } from 'node:crypto';
import { createAppointmentResponseSchema } from '@booking/shared/contract/appointments';
import { customerDetailResponseSchema, customerReservationResponseSchema } from '@booking/shared/contract/customers';
import { createReservationResponseSchema } from '@booking/shared/contract/reservations';
import { staffAppointmentResponseSchema } from '@booking/shared/contract/staff-appointments';
import { staffCalendarResponseSchema } from '@booking/shared/contract/staff-calendar';
import { beforeAll, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { book, bookingBody, hold } from './helpers/booking-calls';
import { createCustomer, signInStaff } from './helpers/customer-calls';
import { type StaffSalon, signedInMember, staffCall, staffSalon } from './helpers/staff-calls';
import { useTestApp } from './helpers/test-app';
import { createTestRestaurant, reservationBody, reserve, type TestRestaurant } from './helpers/test-restaurant';
import { TEST_NOW, WEDNESDAY } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let salon: StaffSalon;
let other: StaffSalon;
let restaurant: TestRestaurant;
let restaurantCookie: string;
beforeAll(async () => {
  salon = await staffSalon(t().app, t().db, 'match-salon');
  other = await staffSalon(t().app, t().db, 'match-other');
  restaurant = await createTestRestaurant(t().db, 'match-kitchen');
});

const as = (cookie: string, method: string, path: string, body?: unknown) =>
  staffCall(t().app, cookie, method, path, body);
const THURSDAY = '2026-03-05';
const slotsTaken: Record<string, number> = {};
/** Each booking at its own time of the day (Ana, 30 minutes apart from 09:00); Wednesday unless told. */
const nextStart = (day: string = WEDNESDAY) => {
  slotsTaken[day] = (slotsTaken[day] ?? 0) + 1;
  const at = 9 * 60 + 30 * (slotsTaken[day] - 1);
  return `${day}T${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}:00+01:00`;
};
const contact = (email: string, phone = '+49 30 12345670', first_name = 'Eva', last_name = 'Muster') => ({
  first_name,
  last_name,
  email,
  phone,
});
async function bookOnline(c: ReturnType<typeof contact>, extra: Record<string, unknown> = {}) {
  const start = typeof extra.start === 'string' ? extra.start : nextStart();
  const booked = await book(t().app, salon, bookingBody(salon, { contact: c, ...extra, start }));
  expect(booked.status).toBe(201);
  return z.parse(createAppointmentResponseSchema, booked.body).results.appointment.id;
}
const staffView = async (id: string) =>
  z.parse(staffAppointmentResponseSchema, (await as(salon.cookie, 'GET', `/v0/staff/appointments/${id}`)).body).results
    .appointment;
const customerPage = async (cookie: string, id: string) =>
  z.parse(customerDetailResponseSchema, (await as(cookie, 'GET', `/v0/staff/customers/${id}`)).body).results;
const customersWithEmail = (organizationId: string, email: string) =>
  t().db.query<{ id: string; source: string; first_name: string; last_name: string; phone: string }>(
    'SELECT id, source, first_name, last_name, phone FROM customers WHERE organization_id = $1 AND email = $2',
    [organizationId, email],
  );

describe('an online appointment finds its customer', () => {
  it('by email, whatever its case, before the phone', async () => {
    const byEmail = await createCustomer(t().app, salon.cookie, {
      first_name: 'Paula',
      last_name: 'Modersohn',
      email: 'paula@example.com',
    });
    // Another customer has the phone the booking gives: the email wins.
    await createCustomer(t().app, salon.cookie, { first_name: 'Phil', last_name: 'Phone', phone: '+49 30 5550100' });
    const id = await bookOnline(contact('Paula@Example.com', '+49 30 5550100'));
    expect((await staffView(id)).customer_record).toEqual({
      id: byEmail.id,
      customer_number: byEmail.customer_number,
      first_name: 'Paula',
      last_name: 'Modersohn',
      match: 'matched',
      deleted: false,
    });
    const page = await customerPage(salon.cookie, byEmail.id);
    expect(page.appointments.upcoming.map((a) => [a.id, a.match, a.status])).toEqual([[id, 'matched', 'booked']]);
  });

  it('by phone in E.164 when no customer has the email and the names are the same', async () => {
    const byPhone = await createCustomer(t().app, salon.cookie, {
      first_name: 'Otto',
      last_name: 'Dix',
      phone: '+49 171 2223334',
    });
    const id = await bookOnline(contact('otto.new@example.com', '+491712223334', 'Otto', 'Dix'));
    expect((await staffView(id)).customer_record).toMatchObject({ id: byPhone.id, match: 'matched' });
  });

  it('or creates one with source online, and the calendar says it is new', async () => {
    const id = await bookOnline(contact('Neu@Example.com', '+49 30 7770001', 'Nora', 'Neu'));
    const [created, ...more] = await customersWithEmail(salon.organizationId, 'neu@example.com');
    expect(more).toEqual([]);
    expect(created).toMatchObject({ source: 'online', first_name: 'Nora', last_name: 'Neu', phone: '+49307770001' });
    const calendar = await as(
      salon.cookie,
      'GET',
      `/v0/staff/branches/main/calendar?from=${WEDNESDAY}&to=${WEDNESDAY}`,
    );
    const shown = z.parse(staffCalendarResponseSchema, calendar.body).results.appointments.find((a) => a.id === id);
    expect(shown?.customer_record).toMatchObject({ id: created?.id, match: 'new', deleted: false });
    // The next booking with that email is matched to it.
    const again = await bookOnline(contact('neu@example.com', '+49 30 7770001', 'Nora', 'Neu'));
    expect((await staffView(again)).customer_record).toMatchObject({ id: created?.id, match: 'matched' });
  });

  it('through a hold too, when the hold becomes the appointment', async () => {
    const known = await createCustomer(t().app, salon.cookie, {
      first_name: 'Hedy',
      last_name: 'Lamarr',
      email: 'hedy@example.com',
    });
    const start = nextStart();
    const held = await hold(t().app, salon, {
      services: [salon.services.cut],
      employee_id: salon.employees.ana,
      start,
    });
    expect(held.status).toBe(201);
    const holdToken = (held.body as { results: { hold: { token: string } } }).results.hold.token;
    const booked = await book(
      t().app,
      salon,
      bookingBody(salon, { start, contact: contact('hedy@example.com'), hold_token: holdToken }),
    );
    expect(booked.status).toBe(201);
    const id = z.parse(createAppointmentResponseSchema, booked.body).results.appointment.id;
    expect((await staffView(id)).customer_record).toMatchObject({ id: known.id, match: 'matched' });
  });

  it('ignores a deleted customer and another organization’s', async () => {
    const gone = await createCustomer(t().app, salon.cookie, {
      first_name: 'Gone',
      last_name: 'Away',
      email: 'gone@example.com',
    });
    const owner = await signedInMember(t().app, t().db, salon, 'owner');
    expect((await as(owner, 'DELETE', `/v0/staff/customers/${gone.id}`)).status).toBe(204);
    await createCustomer(t().app, other.cookie, { first_name: 'Else', last_name: 'Where', email: 'gone@example.com' });
    const id = await bookOnline(contact('gone@example.com', '+49 30 7770002'));
    const record = (await staffView(id)).customer_record;
    expect(record?.match).toBe('new');
    expect(record?.id).not.toBe(gone.id);
  });

  it('two bookings racing with one new email make ONE customer', async () => {
    const email = `race-${randomUUID()}@example.com`;
    const starts = Array.from({ length: 6 }, () => nextStart());
    const answers = await Promise.all(
      starts.map((start, i) =>
        book(t().app, salon, bookingBody(salon, { start, contact: contact(email, `+49 30 88800${10 + i}`) }), {
          client: `racer-${i}`,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    const customers = await customersWithEmail(salon.organizationId, email);
    expect(customers).toHaveLength(1);
    const ids = answers.map((a) => z.parse(createAppointmentResponseSchema, a.body).results.appointment.id);
    const records = await Promise.all(ids.map(async (id) => (await staffView(id)).customer_record));
    expect(new Set(records.map((r) => r?.id))).toEqual(new Set([customers[0]?.id]));
    expect(records.map((r) => r?.match).sort()).toEqual(['matched', 'matched', 'matched', 'matched', 'matched', 'new']);
    expect(customers[0]?.source).toBe('online');
  });

  it('six bookings racing with one new phone and different emails make ONE customer', async () => {
    const phone = `+49 30 6${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
    const e164 = phone.replaceAll(' ', '');
    const starts = Array.from({ length: 6 }, () => nextStart(THURSDAY));
    const answers = await Promise.all(
      starts.map((start, i) =>
        book(
          t().app,
          salon,
          bookingBody(salon, { start, contact: contact(`phone-race-${i}-${randomUUID()}@example.com`, phone) }),
          {
            client: `phone-racer-${i}`,
          },
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    const customers = await t().db.query<{ id: string; source: string }>(
      'SELECT id, source FROM customers WHERE organization_id = $1 AND phone = $2',
      [salon.organizationId, e164],
    );
    expect(customers).toHaveLength(1);
    expect(customers[0]?.source).toBe('online');
    const ids = answers.map((a) => z.parse(createAppointmentResponseSchema, a.body).results.appointment.id);
    const records = await Promise.all(ids.map(async (id) => (await staffView(id)).customer_record));
    expect(new Set(records.map((r) => r?.id))).toEqual(new Set([customers[0]?.id]));
    expect(records.map((r) => r?.match).sort()).toEqual(['matched', 'matched', 'matched', 'matched', 'matched', 'new']);
  });

  it('staff may still keep two customers who share a phone; a booking with it is matched by name', async () => {
    const phone = '+49 30 5550177';
    const parent = await createCustomer(t().app, salon.cookie, { first_name: 'Petra', last_name: 'Parent', phone });
    const child = await createCustomer(t().app, salon.cookie, { first_name: 'Kim', last_name: 'Parent', phone });
    expect(child.id).not.toBe(parent.id);
    const id = await bookOnline(contact(`family-${randomUUID()}@example.com`, phone, 'Kim', 'Parent'), {
      start: nextStart(THURSDAY),
    });
    expect((await staffView(id)).customer_record).toMatchObject({ id: child.id, match: 'matched' });
  });
});

describe('staff bookings and links', () => {
  it('books at the reception for an existing customer, not for another organization’s', async () => {
    const regular = await createCustomer(t().app, salon.cookie, { first_name: 'Rita', last_name: 'Regular' });
    const body = {
      services: [salon.services.cut],
      employee_id: salon.employees.ben,
      start: `${WEDNESDAY}T09:00:00+01:00`,
      customer_id: regular.id,
    };
    const booked = await as(salon.cookie, 'POST', '/v0/staff/branches/main/appointments', body);
    expect(booked.status).toBe(201);
    const appointment = z.parse(staffAppointmentResponseSchema, booked.body).results.appointment;
    expect(appointment.customer_record).toMatchObject({ id: regular.id, match: 'matched' });
    expect(appointment.customer?.name).toBe('Rita Regular');

    const theirs = await createCustomer(t().app, other.cookie, { first_name: 'Not', last_name: 'Yours' });
    const refused = await as(salon.cookie, 'POST', '/v0/staff/branches/main/appointments', {
      ...body,
      start: `${WEDNESDAY}T09:30:00+01:00`,
      customer_id: theirs.id,
    });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ error: { code: 'customer_not_found' } });
  });

  it('links a walk-in to a customer afterwards; it then shows on the customer page', async () => {
    const walkIn = await as(salon.cookie, 'POST', '/v0/staff/branches/main/appointments', {
      services: [salon.services.cut],
      employee_id: salon.employees.ben,
      start: `${WEDNESDAY}T11:00:00+01:00`,
      walk_in_name: 'Somebody',
    });
    const id = z.parse(staffAppointmentResponseSchema, walkIn.body).results.appointment.id;
    expect((await staffView(id)).customer_record).toBeNull();
    const customer = await createCustomer(t().app, salon.cookie, { first_name: 'Some', last_name: 'Body' });
    const linked = await as(salon.cookie, 'PUT', `/v0/staff/appointments/${id}/customer`, { customer_id: customer.id });
    expect(linked.status).toBe(200);
    expect(z.parse(staffAppointmentResponseSchema, linked.body).results.appointment.customer_record).toMatchObject({
      id: customer.id,
      match: 'matched',
    });
    expect((await customerPage(salon.cookie, customer.id)).appointments.upcoming.map((a) => a.id)).toEqual([id]);
    const unknown = await as(salon.cookie, 'PUT', `/v0/staff/appointments/${id}/customer`, {
      customer_id: randomUUID(),
    });
    expect(unknown.body).toEqual({ error: { code: 'customer_not_found' } });
  });

  it('shows past appointments apart from upcoming ones, latest first', async () => {
    const customer = await createCustomer(t().app, salon.cookie, {
      first_name: 'Tim',
      last_name: 'Time',
      email: 'tim@example.com',
    });
    const early = await bookOnline(contact('tim@example.com'));
    const late = await bookOnline(contact('tim@example.com'));
    t().clock.set(new Date(`${WEDNESDAY}T23:00:00Z`));
    try {
      // A session idle that long has ended: sign in again.
      const cookie = await signInStaff(t().app, t().db, salon.organizationId, 'late@match-salon.test');
      const page = await customerPage(cookie, customer.id);
      expect(page.appointments.upcoming).toEqual([]);
      expect(page.appointments.past.map((a) => a.id)).toEqual([late, early]);
    } finally {
      t().clock.set(TEST_NOW);
    }
  });
});

describe('a reservation finds its customer', () => {
  it('by email, or creates one from the one name a guest gives, and can be linked by staff', async () => {
    restaurantCookie = await signInStaff(t().app, t().db, restaurant.organizationId, 'staff@match-kitchen.test');
    const known = await createCustomer(t().app, restaurantCookie, {
      first_name: 'Marlene',
      last_name: 'Dietrich',
      email: 'marlene@example.com',
    });
    const matched = await reserve(t().app, restaurant, reservationBody({ email: 'MARLENE@example.com' }));
    expect(matched.status).toBe(201);
    const matchedId = z.parse(createReservationResponseSchema, matched.body).results.reservation.id;
    expect((await customerPage(restaurantCookie, known.id)).reservations.upcoming).toMatchObject([
      { id: matchedId, match: 'matched', status: 'confirmed', party_size: 2 },
    ]);

    const fresh = await reserve(
      t().app,
      restaurant,
      reservationBody({
        start: `${WEDNESDAY}T20:00:00+01:00`,
        name: 'Anna Maria Weber',
        email: 'amw@example.com',
        phone: '+49 89 1234567',
      }),
    );
    expect(fresh.status).toBe(201);
    const [created] = await customersWithEmail(restaurant.organizationId, 'amw@example.com');
    expect(created).toMatchObject({
      source: 'online',
      first_name: 'Anna Maria',
      last_name: 'Weber',
      phone: '+49891234567',
    });

    const freshId = z.parse(createReservationResponseSchema, fresh.body).results.reservation.id;
    const relinked = await as(restaurantCookie, 'PUT', `/v0/staff/reservations/${freshId}/customer`, {
      customer_id: known.id,
    });
    expect(relinked.status).toBe(200);
    expect(z.parse(customerReservationResponseSchema, relinked.body).results).toMatchObject({
      reservation: { id: freshId, match: 'matched' },
      customer: { id: known.id, match: 'matched' },
    });
    expect((await customerPage(restaurantCookie, known.id)).reservations.upcoming.map((r) => r.id).sort()).toEqual(
      [matchedId, freshId].sort(),
    );
  });
});
