import { errorBodySchema } from '@booking/shared/contract/error-body';
import {
  appointmentsToHandleResponseSchema,
  staffAbsenceResponseSchema,
} from '@booking/shared/contract/staff-absences';
import { staffAppointmentResponseSchema } from '@booking/shared/contract/staff-appointments';
import { beforeAll, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { book, bookingBody } from './helpers/booking-calls';
import { TEXT_COLUMNS, withTexts } from './helpers/outbox-texts';
import { type StaffSalon, staffCall, staffSalon } from './helpers/staff-calls';
import { useTestApp } from './helpers/test-app';
import { TEST_NOW } from './helpers/test-salon';

/**
 * An employee falls ill over booked appointments: the absence is recorded after staff
 * confirm it, the appointments wait in a list until each is moved or cancelled (the customer
 * told in their language, with the staff's words), and nothing new is booked into the absence.
 */
const t = useTestApp({ now: TEST_NOW });
let a: StaffSalon;
let b: StaffSalon;
beforeAll(async () => {
  a = await staffSalon(t().app, t().db, 'sick-a');
  b = await staffSalon(t().app, t().db, 'sick-b');
});

const as = (salon: StaffSalon, method: string, path: string, body?: unknown) =>
  staffCall(t().app, salon.cookie, method, path, body);
const absences = (salon: StaffSalon) => `/v0/staff/branches/${salon.branch}/absences`;
/** The list to handle, as far as it holds the appointments of one test (the tests share the salon). */
const toHandle = async (salon: StaffSalon, ofTest: Record<string, string> | null = null) => {
  const { status, body } = await as(salon, 'GET', `/v0/staff/branches/${salon.branch}/appointments-to-handle`);
  expect(status).toBe(200);
  const all = z.parse(appointmentsToHandleResponseSchema, body).results.appointments;
  const ids = ofTest ? Object.values(ofTest) : null;
  return ids ? all.filter((item) => ids.includes(item.appointment.id)) : all;
};
const errorOf = (body: unknown) => z.parse(errorBodySchema, body).error;
const idOf = (body: unknown) =>
  z.parse(z.object({ results: z.object({ appointment: z.object({ id: z.string() }) }) }), body).results.appointment.id;

/** Two online bookings with Ana on one day: Eva in German at 10:00, Max in English at 14:00. */
async function twoBookings(salon: StaffSalon, date: string) {
  const eva = await book(t().app, salon, bookingBody(salon, { start: `${date}T10:00:00+01:00`, locale: 'de' }));
  const max = await book(
    t().app,
    salon,
    bookingBody(salon, {
      start: `${date}T14:00:00+01:00`,
      services: [salon.services.colour],
      contact: { first_name: 'Max', last_name: 'Mustermann', email: 'max@example.com', phone: '+49 30 12345671' },
      locale: 'en',
    }),
  );
  expect([eva.status, max.status]).toEqual([201, 201]);
  return { eva: idOf(eva.body), max: idOf(max.body) };
}

const sickness = (salon: StaffSalon, date: string, extra: Record<string, unknown> = {}) =>
  as(salon, 'POST', absences(salon), {
    employee_id: salon.employees.ana,
    kind: 'sickness',
    start: `${date}T00:00:00+01:00`,
    end: `${date.slice(0, 8)}${String(Number(date.slice(8)) + 1).padStart(2, '0')}T00:00:00+01:00`,
    reason: 'Flu',
    ...extra,
  });

describe('an absence over booked appointments', () => {
  it('without confirmation is refused with 409 listing every appointment in the way (time, customer, services)', async () => {
    const { eva, max } = await twoBookings(a, '2026-03-16');
    const refused = await sickness(a, '2026-03-16');
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body)).toMatchObject({
      code: 'appointment_conflict',
      params: { with: 'appointment', id: eva, count: 2 },
      appointments: [
        {
          id: eva,
          start: '2026-03-16T10:00:00+01:00[Europe/Berlin]',
          end: '2026-03-16T10:30:00+01:00[Europe/Berlin]',
          customer: 'Eva Muster',
          services: ['Cut'],
        },
        {
          id: max,
          start: '2026-03-16T14:00:00+01:00[Europe/Berlin]',
          customer: 'Max Mustermann',
          services: ['Colour'],
        },
      ],
    });
    const nothing = await t().db.query(`SELECT 1 FROM absences WHERE employee_id = $1`, [a.employees.ana]);
    expect(nothing).toEqual([]);
    const explicitNo = await sickness(a, '2026-03-16', { over_appointments: false });
    expect(explicitNo.status).toBe(409);
  });

  it('is recorded after confirmation; the appointments stay and are listed to handle with their absence', async () => {
    const booked = await twoBookings(a, '2026-03-17');
    const { eva, max } = booked;
    const recorded = await sickness(a, '2026-03-17', { over_appointments: true });
    expect(recorded.status).toBe(201);
    const absence = z.parse(staffAbsenceResponseSchema, recorded.body).results.absence;
    expect(absence).toMatchObject({ kind: 'sickness', reason: 'Flu', employee: { id: a.employees.ana } });
    const list = await toHandle(a, booked);
    expect(list.map((item) => [item.appointment.id, item.appointment.status, item.reason, item.absence?.id])).toEqual([
      [eva, 'booked', 'absence', absence.id],
      [max, 'booked', 'absence', absence.id],
    ]);
    expect(list[0]?.appointment.customer?.name).toBe('Eva Muster');
    // Another organization sees none of them.
    expect(await toHandle(b)).toEqual([]);
  });

  it('lets nothing new into the absence: online booking, staff booking, a move onto it, an overlap with another appointment', async () => {
    const { eva } = await twoBookings(a, '2026-03-18');
    expect((await sickness(a, '2026-03-18', { over_appointments: true })).status).toBe(201);
    const online = await book(t().app, a, bookingBody(a, { start: '2026-03-18T11:00:00+01:00' }));
    expect(errorOf(online.body).code).toBe('slot_unavailable');
    const staff = await as(a, 'POST', `/v0/staff/branches/${a.branch}/appointments`, {
      services: [a.services.cut],
      employee_id: a.employees.ana,
      start: '2026-03-18T12:00:00+01:00',
    });
    expect(errorOf(staff.body)).toMatchObject({ code: 'appointment_conflict', params: { with: 'absence' } });
    const later = await as(a, 'POST', `/v0/staff/appointments/${eva}/move`, { start: '2026-03-18T11:00:00+01:00' });
    expect(errorOf(later.body)).toMatchObject({ code: 'appointment_conflict', params: { with: 'absence' } });
    // Appointments never overlap each other, absence or not (the exclusion constraint).
    const overlap = await t()
      .db.query(
        `INSERT INTO appointments (organization_id, branch_id, employee_id, during, status, source, services, price_minor, currency, payment)
         SELECT organization_id, branch_id, employee_id, during, 'booked', 'staff', services, price_minor, currency, payment
           FROM appointments WHERE id = $1`,
        [eva],
      )
      .then(
        () => 'inserted',
        (error: { code?: string }) => error.code,
      );
    expect(overlap).toBe('23P01');
  });

  it('is handled from the list: one moved to another employee, the other cancelled with a message in the customer’s language', async () => {
    const booked = await twoBookings(a, '2026-03-19');
    const { eva, max } = booked;
    expect((await sickness(a, '2026-03-19', { over_appointments: true })).status).toBe(201);

    const moved = await as(a, 'POST', `/v0/staff/appointments/${eva}/move`, {
      start: '2026-03-19T10:00:00+01:00',
      employee_id: a.employees.ben,
    });
    expect(moved.status).toBe(200);
    expect(z.parse(staffAppointmentResponseSchema, moved.body).results.appointment.employee.id).toBe(a.employees.ben);
    expect((await toHandle(a, booked)).map((item) => item.appointment.id)).toEqual([max]);

    const words = 'Ana is ill today.\nPlease book again, we are sorry.';
    const cancelled = await as(a, 'POST', `/v0/staff/appointments/${max}/cancel`, { reason: 'staff', message: words });
    expect(cancelled.status).toBe(200);
    expect(await toHandle(a, booked)).toEqual([]);

    const [mail] = (
      await t().db.query<Parameters<typeof withTexts>[0]>(
        `SELECT ${TEXT_COLUMNS} FROM outbox_messages WHERE booking_id = $1 AND kind = 'cancellation'`,
        [max],
      )
    ).map(withTexts);
    expect(mail?.subject).toMatch(/^Cancelled: Colour with Ana/);
    expect(mail?.text_body).toContain(`A message from Main:\n${words}`);
  });

  it('sends the message in German to a customer who booked in German', async () => {
    const { eva } = await twoBookings(a, '2026-03-20');
    expect((await sickness(a, '2026-03-20', { over_appointments: true })).status).toBe(201);
    const cancelled = await as(a, 'POST', `/v0/staff/appointments/${eva}/cancel`, {
      reason: 'staff',
      message: 'Ana ist krank.',
    });
    expect(cancelled.status).toBe(200);
    const [mail] = (
      await t().db.query<Parameters<typeof withTexts>[0]>(
        `SELECT ${TEXT_COLUMNS} FROM outbox_messages WHERE booking_id = $1 AND kind = 'cancellation'`,
        [eva],
      )
    ).map(withTexts);
    expect(mail?.subject).toMatch(/^Storniert: /);
    expect(mail?.text_body).toContain('Eine Nachricht von Main:\nAna ist krank.');
  });

  it('refuses a message with control characters at its field, and cancels nothing', async () => {
    const { eva } = await twoBookings(a, '2026-03-23');
    const refused = await as(a, 'POST', `/v0/staff/appointments/${eva}/cancel`, {
      reason: 'staff',
      message: 'Sorry\u202E',
    });
    expect(refused.status).toBe(400);
    expect(errorOf(refused.body)).toMatchObject({
      code: 'invalid_input',
      fields: { message: [{ code: 'invalid_characters' }] },
    });
    const [row] = await t().db.query<{ status: string }>('SELECT status FROM appointments WHERE id = $1', [eva]);
    expect(row?.status).toBe('booked');
  });

  it('may be widened over appointments by a change, again only when confirmed', async () => {
    const booked = await twoBookings(a, '2026-03-24');
    const { max } = booked;
    const created = await as(a, 'POST', absences(a), {
      employee_id: a.employees.ana,
      kind: 'sickness',
      start: '2026-03-24T11:00:00+01:00',
      end: '2026-03-24T12:00:00+01:00',
    });
    const id = z.parse(staffAbsenceResponseSchema, created.body).results.absence.id;
    const wider = { kind: 'sickness', start: '2026-03-24T11:00:00+01:00', end: '2026-03-24T18:00:00+01:00' };
    const refused = await as(a, 'PUT', `${absences(a)}/${id}`, wider);
    expect(errorOf(refused.body).appointments?.map((x) => x.id)).toEqual([max]);
    const changed = await as(a, 'PUT', `${absences(a)}/${id}`, { ...wider, over_appointments: true });
    expect(changed.status).toBe(200);
    expect((await toHandle(a, booked)).map((item) => item.appointment.id)).toEqual([max]);
  });
});
