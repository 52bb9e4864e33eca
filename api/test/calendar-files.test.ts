import { createAppointmentResponseSchema } from '@booking/shared/contract/appointments';
import { createReservationResponseSchema } from '@booking/shared/contract/reservations';
import { beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import ICAL from 'ical.js';
import * as z from 'zod/mini';
import { book, bookingBody, manage, post } from './helpers/booking-calls';
import { TEXT_COLUMNS, withTexts } from './helpers/outbox-texts';
import { call, useTestApp } from './helpers/test-app';
import {
  createTestRestaurant,
  manageReservation,
  reservationBody,
  reserve,
  type TestRestaurant,
} from './helpers/test-restaurant';
import { createTestSalon, TEST_NOW, type TestSalon } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let salon: TestSalon;
let restaurant: TestRestaurant;
beforeAll(async () => {
  salon = await createTestSalon(t().db, 'ics-salon');
  restaurant = await createTestRestaurant(t().db, 'ics-kitchen');
});
beforeEach(() => t().clock.set(TEST_NOW));

const UNKNOWN_TOKEN = 'A'.repeat(43);

async function bookAppointment(start: string, extra: Record<string, unknown> = {}) {
  const { status, body } = await book(t().app, salon, bookingBody(salon, { start, ...extra }));
  expect(status).toBe(201);
  return z.parse(createAppointmentResponseSchema, body).results;
}

async function bookTable(start: string) {
  const { status, body } = await reserve(t().app, restaurant, reservationBody({ start }));
  expect(status).toBe(201);
  return z.parse(createReservationResponseSchema, body).results;
}

const appointmentFile = (token: string) => manage(t().app, salon, token, '/calendar.ics');
const reservationFile = (token: string) =>
  call(t().app, `/v0/organizations/${restaurant.slug}/reservations/${token}/calendar.ics`);

/** The one VEVENT of an .ics, as a calendar program reads it. */
function eventOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  const read = (name: string) => event.getFirstPropertyValue(name);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: read('uid'),
    sequence: read('sequence'),
    start: (read('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (read('dtend') as ICAL.Time).toJSDate().toISOString(),
    summary: read('summary'),
    location: read('location'),
    organizer: read('organizer'),
    description: read('description'),
    status: read('status'),
  };
}

/** The .ics the confirmation email of a booking attaches, as the sender composes it. */
async function emailedIcs(bookingId: string, kind: string) {
  const rows = await t().db.query<Parameters<typeof withTexts>[0]>(
    `SELECT ${TEXT_COLUMNS} FROM outbox_messages WHERE booking_id = $1 AND kind = $2 AND channel = 'email'`,
    [bookingId, kind],
  );
  const [row] = rows.map(withTexts);
  if (!row?.ics) throw new Error(`no ${kind} email with an .ics`);
  return row.ics;
}

describe('GET .../appointments/:token/calendar.ics', () => {
  it('downloads the same event as the confirmation email attaches, as text/calendar, private', async () => {
    const { appointment, manage_token } = await bookAppointment('2026-03-04T10:00:00+01:00');
    const { status, headers, text } = await appointmentFile(manage_token);

    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(headers.get('content-disposition')).toBe('attachment; filename="appointment-2026-03-04.ics"');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);

    const event = eventOf(text);
    expect(event).toEqual(eventOf(await emailedIcs(appointment.id, 'confirmation')));
    expect(event).toMatchObject({
      // A plain event to add (no invitation from a no-reply organizer), where the branch is.
      method: null,
      organizer: null,
      location: 'Main, Weg 1, 10115 Berlin',
      uid: `${appointment.id}@booking-api`,
      sequence: 0,
      start: '2026-03-04T09:00:00.000Z',
      end: '2026-03-04T09:30:00.000Z',
      status: 'CONFIRMED',
    });
    expect(event.description).toContain(`/ics-salon/main/${manage_token}`);
  });

  it('speaks the language the customer booked in', async () => {
    const german = await bookAppointment('2026-03-04T11:00:00+01:00');
    const english = await bookAppointment('2026-03-04T12:00:00+01:00', { locale: 'en' });
    const summaryOf = async (token: string) => eventOf((await appointmentFile(token)).text).summary;

    expect(await summaryOf(german.manage_token)).toMatch(/^Cut bei Ana/);
    expect(await summaryOf(english.manage_token)).toMatch(/^Cut with Ana/);
  });

  it('follows a move (higher sequence, new time) and a cancellation (CANCELLED, same UID, higher sequence)', async () => {
    const { appointment, manage_token } = await bookAppointment('2026-03-04T13:00:00+01:00');
    const moved = await manage(
      t().app,
      salon,
      manage_token,
      '/reschedule',
      post({ start: '2026-03-04T14:00:00+01:00' }),
    );
    expect(moved.status).toBe(200);
    expect(eventOf((await appointmentFile(manage_token)).text)).toMatchObject({
      uid: `${appointment.id}@booking-api`,
      sequence: 1,
      start: '2026-03-04T13:00:00.000Z',
    });

    expect((await manage(t().app, salon, manage_token, '/cancel', post())).status).toBe(200);
    expect(eventOf((await appointmentFile(manage_token)).text)).toMatchObject({
      method: null,
      uid: `${appointment.id}@booking-api`,
      sequence: 2,
      status: 'CANCELLED',
    });
  });

  it('answers 404 appointment_not_found for an unknown token, 400 for a malformed one', async () => {
    const unknown = await appointmentFile(UNKNOWN_TOKEN);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: { code: 'appointment_not_found' } });
    expect((await appointmentFile('short')).status).toBe(400);
  });
});

describe('GET .../reservations/:token/calendar.ics', () => {
  it('downloads the same event as the confirmation email attaches', async () => {
    const { reservation, manage_token } = await bookTable('2026-03-04T19:00:00+01:00');
    const { status, headers, text } = await reservationFile(manage_token);

    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(headers.get('content-disposition')).toBe('attachment; filename="reservation-2026-03-04.ics"');
    expect(headers.get('cache-control')).toBe('no-store');
    const event = eventOf(text);
    expect(event).toEqual(eventOf(await emailedIcs(reservation.id, 'confirmation')));
    expect(event).toMatchObject({ method: null, start: '2026-03-04T18:00:00.000Z', status: 'CONFIRMED' });
    expect(event.location).toMatch(/^.+, .+ \d{5} .+$/);
  });

  it('is CANCELLED once the guest cancelled', async () => {
    const { manage_token } = await bookTable('2026-03-05T19:00:00+01:00');
    expect((await manageReservation(t().app, restaurant, manage_token, '/cancel')).status).toBe(200);
    expect(eventOf((await reservationFile(manage_token)).text)).toMatchObject({
      method: null,
      status: 'CANCELLED',
    });
  });

  it("answers 404 for an unknown token, and for a salon's name (reservations are a restaurant's)", async () => {
    const unknown = await reservationFile(UNKNOWN_TOKEN);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: { code: 'reservation_not_found' } });
    const salonPath = await call(t().app, `/v0/organizations/${salon.slug}/reservations/${UNKNOWN_TOKEN}/calendar.ics`);
    expect(salonPath.body).toEqual({ error: { code: 'merchant_not_found' } });
  });
});
