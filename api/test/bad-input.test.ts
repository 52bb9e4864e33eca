import { beforeAll, describe, expect, it } from '@rstest/core';
import { book, bookingBody, CONTACT, hold, json } from './helpers/booking-calls';
import { call, useTestApp } from './helpers/test-app';
import { createTestRestaurant, reservationBody, reserve, type TestRestaurant } from './helpers/test-restaurant';
import { createTestSalon, TEST_NOW, type TestSalon } from './helpers/test-salon';

// Inputs an attacker sends that once reached PostgreSQL or the clock math and
// answered 500. Each must be 400 invalid_input naming the field, with nothing stored.
const t = useTestApp({ now: TEST_NOW });
let salon: TestSalon;
let restaurant: TestRestaurant;
beforeAll(async () => {
  salon = await createTestSalon(t().db, 'bad-input-salon');
  restaurant = await createTestRestaurant(t().db, 'bad-input-kitchen');
});

const refused = (field: string, code: string) => ({
  error: { code: 'invalid_input', fields: { [field]: [{ code }] } },
});
const count = async (table: string) =>
  Number((await t().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n);

const NUL = 'A\u0000B';
const LONE_SURROGATE = '\ud800';

describe('text fields', () => {
  it.each([
    ['contact.first_name', NUL],
    ['contact.first_name', LONE_SURROGATE],
    ['contact.last_name', 'A\r\nBcc: victim@example.com'],
    ['contact.first_name', 'Eva\u202Egnp.exe'],
    ['contact.first_name', '\u200B\u200D'],
    ['contact.comment', NUL],
    ['contact.comment', LONE_SURROGATE],
    ['contact.comment', 'ok\u001B[2J'],
    ['contact.phone', '+49 30 1234\u00005670'],
  ])('a booking with %s = %j is 400 with the field named', async (field, value) => {
    const before = await count('appointments');
    const key = field.split('.')[1] as string;
    const response = await book(t().app, salon, bookingBody(salon, { contact: { ...CONTACT, [key]: value } }));
    expect(response.status).toBe(400);
    expect((response.body as { error: { fields: Record<string, unknown> } }).error.fields[field]).toContainEqual({
      code: 'invalid_characters',
    });
    expect(await count('appointments')).toBe(before);
  });

  it('keeps line breaks in a comment', async () => {
    const response = await book(
      t().app,
      salon,
      bookingBody(salon, {
        contact: { ...CONTACT, comment: 'Short, please.\nThanks!' },
        start: '2026-03-04T11:00:00+01:00',
      }),
    );
    expect(response.status).toBe(201);
  });

  it.each([
    ['name', NUL],
    ['name', LONE_SURROGATE],
    ['name', 'Eva\r\nMuster'],
    ['special_request', NUL],
    ['special_request', LONE_SURROGATE],
  ])('a reservation with %s = %j is 400 with the field named', async (field, value) => {
    const before = await count('reservations');
    const response = await reserve(t().app, restaurant, reservationBody({ [field]: value }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refused(field, 'invalid_characters'));
    expect(await count('reservations')).toBe(before);
  });

  it.each([
    ['email', 'staff\u0000@demo-salon.test'],
    ['password', NUL],
    ['password', LONE_SURROGATE],
  ])('staff sign-in with %s = %j is 400, not 500', async (field, value) => {
    const body = { email: 'staff@demo-salon.test', password: 'x', [field]: value };
    const response = await call(t().app, '/v0/staff/session', json(body, { origin: 'http://localhost:3001' }));
    expect(response.status).toBe(400);
    expect(Object.keys((response.body as { error: { fields: object } }).error.fields)).toEqual([field]);
  });
});

describe('start times', () => {
  const YEAR_10000_IN_BERLIN = '9999-12-31T23:30:00+00:00';
  const cases = [
    [YEAR_10000_IN_BERLIN, 'out_of_range'],
    ['2026-03-04T10:00:00+01:00[Nowhere/Land]', 'invalid_time_zone'],
    ['2026-03-04T10:00:00+01:00[America/New_York]', 'invalid_time_zone'],
    // A real instant, with its zone's own offset, but not the Berlin branch's zone.
    ['2026-03-04T04:00:00-05:00[America/New_York]', 'invalid_time_zone'],
  ] as const;

  it.each(cases)('a hold at %j is 400 %s', async (start, code) => {
    const response = await hold(t().app, salon, { services: [salon.services.cut], start });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refused('start', code));
  });

  it.each(cases)('an appointment at %j is 400 %s', async (start, code) => {
    const response = await book(t().app, salon, bookingBody(salon, { start }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refused('start', code));
  });

  it.each(cases)('a reservation at %j is 400 %s', async (start, code) => {
    const response = await reserve(t().app, restaurant, reservationBody({ start }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refused('start', code));
  });

  it('a zone that is real and matches its offset is still taken', async () => {
    const response = await hold(t().app, salon, {
      services: [salon.services.cut],
      employee_id: salon.employees.ana,
      start: '2026-03-04T12:00:00+01:00[Europe/Berlin]',
    });
    expect(response.status).toBe(201);
  });
});
