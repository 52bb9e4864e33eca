import { randomUUID } from 'node:crypto';
import { createAppointmentResponseSchema } from '@booking/shared/contract/appointments';
import { customerDetailResponseSchema, customerResponseSchema } from '@booking/shared/contract/customers';
import { createReservationResponseSchema } from '@booking/shared/contract/reservations';
import { staffAppointmentResponseSchema } from '@booking/shared/contract/staff-appointments';
import { beforeAll, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { book, bookingBody } from './helpers/booking-calls';
import { createCustomer, signInStaff } from './helpers/customer-calls';
import { type StaffSalon, signedInMember, staffCall, staffSalon } from './helpers/staff-calls';
import { useTestApp } from './helpers/test-app';
import { createTestRestaurant, reservationBody, reserve } from './helpers/test-restaurant';
import { TEST_NOW, WEDNESDAY } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let salon: StaffSalon;
let other: StaffSalon;
beforeAll(async () => {
  salon = await staffSalon(t().app, t().db, 'names-salon');
  other = await staffSalon(t().app, t().db, 'names-other');
});

const as = (method: string, path: string, body?: unknown) => staffCall(t().app, salon.cookie, method, path, body);
let slot = 0;
/** Each booking at its own half hour of Wednesday (Ana). */
const nextStart = () => {
  const at = 9 * 60 + 30 * slot++;
  return `${WEDNESDAY}T${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}:00+01:00`;
};
async function bookAs(first_name: string, last_name: string, phone: string, email = `${randomUUID()}@example.com`) {
  const booked = await book(
    t().app,
    salon,
    bookingBody(salon, { start: nextStart(), contact: { first_name, last_name, email, phone } }),
    { client: randomUUID() },
  );
  expect(booked.status).toBe(201);
  return z.parse(createAppointmentResponseSchema, booked.body).results.appointment.id;
}
const recordOf = async (appointment: string) =>
  z.parse(staffAppointmentResponseSchema, (await as('GET', `/v0/staff/appointments/${appointment}`)).body).results
    .appointment.customer_record;
const pageOf = async (customer: string) =>
  z.parse(customerDetailResponseSchema, (await as('GET', `/v0/staff/customers/${customer}`)).body).results;

describe('an online booking whose email matches no customer', () => {
  it('is matched by phone when the names are the same without case, accents or surrounding spaces', async () => {
    const known = await createCustomer(t().app, salon.cookie, {
      first_name: 'Zoë',
      last_name: 'Müller',
      phone: '+49 151 1110001',
    });
    const id = await bookAs('  zoe ', 'MULLER ', '+49 151 1110001');
    expect(await recordOf(id)).toMatchObject({ id: known.id, match: 'matched' });
  });

  it('under another name makes a new customer; both records say "same phone as" the other', async () => {
    const mother = await createCustomer(t().app, salon.cookie, {
      first_name: 'Maria',
      last_name: 'Lopez',
      phone: '+49 151 1110002',
    });
    const first = await bookAs('Lucia', 'Lopez', '+49 151 1110002');
    const record = await recordOf(first);
    expect(record).toMatchObject({ first_name: 'Lucia', last_name: 'Lopez', match: 'new' });
    expect(record?.id).not.toBe(mother.id);
    // Her second booking is hers, matched by phone and name.
    const second = await bookAs('Lucia', 'Lopez', '+49 151 1110002');
    expect(await recordOf(second)).toMatchObject({ id: record?.id, match: 'matched' });

    const motherPage = await pageOf(mother.id);
    expect(motherPage.same_phone).toEqual([
      { id: record?.id, customer_number: expect.any(String), first_name: 'Lucia', last_name: 'Lopez' },
    ]);
    expect(motherPage.appointments.upcoming).toEqual([]);
    const daughterPage = await pageOf(record?.id ?? '');
    expect(daughterPage.same_phone.map((c) => c.id)).toEqual([mother.id]);
    expect(daughterPage.appointments.upcoming.map((a) => [a.id, a.match, a.booked_as])).toEqual([
      [first, 'new', 'Lucia Lopez'],
      [second, 'matched', 'Lucia Lopez'],
    ]);
  });

  it('a reservation under another name makes a new guest, with the name it was made under', async () => {
    const restaurant = await createTestRestaurant(t().db, 'names-kitchen');
    const cookie = await signInStaff(t().app, t().db, restaurant.organizationId, 'staff@names-kitchen.test');
    const known = await createCustomer(t().app, cookie, {
      first_name: 'Selin',
      last_name: 'Kaya',
      phone: '+4930777001',
    });
    const reserved = await reserve(
      t().app,
      restaurant,
      reservationBody({ name: 'Deniz Kaya', email: 'deniz@example.com', phone: '+49 30 777001' }),
    );
    expect(reserved.status).toBe(201);
    const id = z.parse(createReservationResponseSchema, reserved.body).results.reservation.id;
    const page = z.parse(
      customerDetailResponseSchema,
      (await staffCall(t().app, cookie, 'GET', `/v0/staff/customers/${known.id}`)).body,
    ).results;
    expect(page.reservations.upcoming).toEqual([]);
    const [guest] = page.same_phone;
    const guestPage = z.parse(
      customerDetailResponseSchema,
      (await staffCall(t().app, cookie, 'GET', `/v0/staff/customers/${guest?.id}`)).body,
    ).results;
    expect(guestPage.reservations.upcoming.map((r) => [r.id, r.match, r.booked_as])).toEqual([
      [id, 'new', 'Deniz Kaya'],
    ]);
  });
});

describe('merging two records', () => {
  it('moves the bookings, fills what the kept record lacks, and deletes the other', async () => {
    const kept = await createCustomer(t().app, salon.cookie, {
      first_name: 'Ida',
      last_name: 'Kahlo',
      phone: '+49 151 1110003',
      comment: 'Prefers mornings.',
    });
    const booking = await bookAs('Ida Maria', 'Kahlo', '+49 151 1110003', 'ida.maria@example.com');
    const duplicate = (await recordOf(booking))?.id ?? '';
    expect(duplicate).not.toBe(kept.id);

    const merged = await as('POST', `/v0/staff/customers/${kept.id}/merge`, { customer_id: duplicate });
    expect(merged.status).toBe(200);
    expect(z.parse(customerResponseSchema, merged.body).results.customer).toMatchObject({
      id: kept.id,
      first_name: 'Ida',
      email: 'ida.maria@example.com',
      comment: 'Prefers mornings.',
      customer_number: kept.customer_number,
    });
    const page = await pageOf(kept.id);
    expect(page.appointments.upcoming.map((a) => [a.id, a.match, a.booked_as])).toEqual([
      [booking, 'matched', 'Ida Maria Kahlo'],
    ]);
    expect(page.same_phone).toEqual([]);
    expect((await as('GET', `/v0/staff/customers/${duplicate}`)).status).toBe(404);
    // The email came along: the next booking with it finds the kept record.
    const next = await bookAs('Ida Maria', 'Kahlo', '+49 151 1110003', 'ida.maria@example.com');
    expect(await recordOf(next)).toMatchObject({ id: kept.id, match: 'matched' });
  });

  it('refuses a record into itself, a deleted one and a missing one, changing nothing', async () => {
    const one = await createCustomer(t().app, salon.cookie, { first_name: 'Una', last_name: 'One' });
    const gone = await createCustomer(t().app, salon.cookie, { first_name: 'Gone', last_name: 'Away' });
    // Only an owner erases a record.
    const owner = await signedInMember(t().app, t().db, salon, 'owner');
    expect((await staffCall(t().app, owner, 'DELETE', `/v0/staff/customers/${gone.id}`)).status).toBe(204);
    const itself = await as('POST', `/v0/staff/customers/${one.id}/merge`, { customer_id: one.id });
    expect(itself.status).toBe(400);
    expect(itself.body).toEqual({
      error: { code: 'invalid_input', fields: { customer_id: [{ code: 'invalid_value' }] } },
    });
    for (const [kept, merged] of [
      [one.id, gone.id],
      [gone.id, one.id],
      [one.id, randomUUID()],
    ]) {
      const refused = await as('POST', `/v0/staff/customers/${kept}/merge`, { customer_id: merged });
      expect(refused.body).toEqual({ error: { code: 'customer_not_found' } });
    }
    expect((await pageOf(one.id)).customer.first_name).toBe('Una');
  });

  it('two merges of one pair at once, either way round, leave exactly one record', async () => {
    const a = await createCustomer(t().app, salon.cookie, { first_name: 'Ana', last_name: 'Twin' });
    const b = await createCustomer(t().app, salon.cookie, { first_name: 'Anna', last_name: 'Twin' });
    const answers = await Promise.all([
      as('POST', `/v0/staff/customers/${a.id}/merge`, { customer_id: b.id }),
      as('POST', `/v0/staff/customers/${b.id}/merge`, { customer_id: a.id }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 404]);
    const live = await t().db.query('SELECT id FROM customers WHERE id IN ($1, $2) AND deleted_at IS NULL', [
      a.id,
      b.id,
    ]);
    expect(live).toHaveLength(1);
  });

  it('another organization cannot merge into its records', async () => {
    const mine = await createCustomer(t().app, salon.cookie, { first_name: 'Mine', last_name: 'Here' });
    const theirs = await createCustomer(t().app, other.cookie, { first_name: 'Theirs', last_name: 'There' });
    const refused = await staffCall(t().app, other.cookie, 'POST', `/v0/staff/customers/${theirs.id}/merge`, {
      customer_id: mine.id,
    });
    expect(refused.status).toBe(404);
    expect((await pageOf(mine.id)).customer.first_name).toBe('Mine');
  });
});

describe('person_name_key, the names matching compares', () => {
  const key = async (name: string | null) =>
    (await t().db.query<{ k: string }>('SELECT person_name_key($1) AS k', [name]))[0]?.k;

  it('ignores case, accents and surrounding spaces', async () => {
    expect(await key('  Zoë ')).toBe('zoe');
    expect(await key('ÉLODIE')).toBe('elodie');
    expect(await key('Núñez-Çelik')).toBe('nunez-celik');
    expect(await key('Anna  Maria')).toBe('anna maria');
    expect(await key(null)).toBe('');
  });

  it('keeps what tells two names apart', async () => {
    expect(await key('Zoey')).not.toBe(await key('Zoe'));
    expect(await key('Anna Maria')).not.toBe(await key('Anna'));
  });
});
