import { errorBodySchema } from '@booking/shared/contract/error-body';
import { staffAbsenceResponseSchema } from '@booking/shared/contract/staff-absences';
import { staffAppointmentResponseSchema } from '@booking/shared/contract/staff-appointments';
import { beforeAll, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { type StaffSalon, staffCall, staffSalon } from './helpers/staff-calls';
import { useTestApp } from './helpers/test-app';
import { TEST_NOW } from './helpers/test-salon';

// Staff text goes through the customer side's safe-text rules: a NUL once reached PostgreSQL
// (500), a lone surrogate was stored replaced, a bidi override or a line break in a name was
// kept. Each is 400 invalid_input naming the field, and nothing is stored.
const t = useTestApp({ now: TEST_NOW });
let salon: StaffSalon;
let appointmentId: string;
let absenceId: string;

const as = (method: string, path: string, body?: unknown) => staffCall(t().app, salon.cookie, method, path, body);
const appointments = () => `/v0/staff/branches/${salon.branch}/appointments`;
const absences = () => `/v0/staff/branches/${salon.branch}/absences`;
const create = (body: Record<string, unknown>) =>
  as('POST', appointments(), { services: [salon.services.cut], employee_id: salon.employees.ana, ...body });
const absenceBody = (extra: Record<string, unknown> = {}) => ({
  kind: 'break',
  start: '2026-03-07T12:00:00+01:00',
  end: '2026-03-07T12:30:00+01:00',
  ...extra,
});
const fieldsOf = (body: unknown) => z.parse(errorBodySchema, body).error.fields ?? {};
const count = async (table: string) =>
  Number((await t().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n);

beforeAll(async () => {
  salon = await staffSalon(t().app, t().db, 'staff-bad-input');
  const made = await create({ start: '2026-03-05T10:00:00+01:00', walk_in_name: 'Jo' });
  appointmentId = z.parse(staffAppointmentResponseSchema, made.body).results.appointment.id;
  const absence = await as('POST', absences(), { employee_id: salon.employees.ben, ...absenceBody() });
  absenceId = z.parse(staffAbsenceResponseSchema, absence.body).results.absence.id;
});

const NUL = 'A\u0000B';
const ONE_LINE_BAD = [
  ['a NUL', NUL],
  ['a lone surrogate and a bidi override', 'x\ud800y \u202eevil'],
  ['a bidi override', 'Eva \u202egnp.exe'],
  ['CR/LF', 'Jo\r\nBcc: victim@example.com'],
  ['a line separator', 'Jo\u2028Kim'],
  ['only zero-width characters', '\u200b\u200d'],
] as const;
const MULTI_LINE_BAD = [
  ['a NUL', NUL],
  ['a lone surrogate', 'x\ud800y'],
  ['a bidi override', 'see \u202eevil'],
  ['an escape sequence', 'ok\u001b[2J'],
] as const;

describe('staff appointment text', () => {
  it.each(ONE_LINE_BAD)('a walk-in name with %s is 400 at walk_in_name, nothing booked', async (_, value) => {
    const before = await count('appointments');
    const response = await create({ start: '2026-03-05T11:00:00+01:00', walk_in_name: value });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body).walk_in_name).toEqual([{ code: 'invalid_characters' }]);
    expect(await count('appointments')).toBe(before);
  });

  it.each(MULTI_LINE_BAD)('notes with %s are 400 at notes, on create and on update', async (_, value) => {
    const before = await count('appointments');
    const created = await create({ start: '2026-03-05T11:00:00+01:00', notes: value });
    expect(created.status).toBe(400);
    expect(fieldsOf(created.body).notes).toEqual([{ code: 'invalid_characters' }]);
    expect(await count('appointments')).toBe(before);
    const updated = await as('PATCH', `/v0/staff/appointments/${appointmentId}`, { notes: value });
    expect(updated.status).toBe(400);
    expect(fieldsOf(updated.body).notes).toEqual([{ code: 'invalid_characters' }]);
    const [row] = await t().db.query<{ staff_notes: string | null }>(
      'SELECT staff_notes FROM appointments WHERE id = $1',
      [appointmentId],
    );
    expect(row?.staff_notes).toBeNull();
  });

  it('keeps line breaks in notes and a name in any script', async () => {
    const response = await create({
      start: '2026-03-05T14:00:00+01:00',
      walk_in_name: 'Zoë Ağaoğlu-Nguyễn',
      notes: 'Allergic to latex.\nPrefers Ana.',
    });
    expect(response.status).toBe(201);
    expect(z.parse(staffAppointmentResponseSchema, response.body).results.appointment).toMatchObject({
      customer: { name: 'Zoë Ağaoğlu-Nguyễn' },
      notes: 'Allergic to latex.\nPrefers Ana.',
    });
  });
});

describe('absence text', () => {
  it.each([
    ...ONE_LINE_BAD.map(([label, value]) => ['reason', label, value] as const),
    ...MULTI_LINE_BAD.map(([label, value]) => ['notes', label, value] as const),
  ])('%s with %s is 400 at that field, on create and on update', async (field, _, value) => {
    const before = await count('absences');
    const created = await as('POST', absences(), {
      employee_id: salon.employees.ben,
      ...absenceBody({ start: '2026-03-07T14:00:00+01:00', end: '2026-03-07T15:00:00+01:00', [field]: value }),
    });
    expect(created.status).toBe(400);
    expect(fieldsOf(created.body)[field]).toEqual([{ code: 'invalid_characters' }]);
    expect(await count('absences')).toBe(before);
    const updated = await as('PUT', `${absences()}/${absenceId}`, absenceBody({ [field]: value }));
    expect(updated.status).toBe(400);
    expect(fieldsOf(updated.body)[field]).toEqual([{ code: 'invalid_characters' }]);
  });
});

describe('searches and pages', () => {
  it.each([
    ['/v0/staff/customers', 'q'],
    ['branch appointments', 'q'],
  ])('a NUL in the %s search is 400 at query.%s', async (where) => {
    const path = where.startsWith('/') ? where : appointments();
    const response = await as('GET', `${path}?q=a%00b`);
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body).q).toEqual([{ code: 'invalid_characters' }]);
  });

  it.each(['offset=', 'limit=', 'offset=%20', 'offset=1e3', 'limit=0x10'])(
    'a page that is not digits (%s) is 400, in both lists',
    async (query) => {
      for (const path of ['/v0/staff/customers', appointments()]) {
        const response = await as('GET', `${path}?${query}`);
        expect(response.status).toBe(400);
        expect(Object.keys(fieldsOf(response.body))).toEqual([query.split('=')[0]]);
      }
    },
  );

  it('still reads a page given in digits', async () => {
    expect((await as('GET', '/v0/staff/customers?offset=0&limit=5')).status).toBe(200);
    expect((await as('GET', `${appointments()}?offset=0&limit=5`)).status).toBe(200);
  });

  it('refuses a customer number of spaces, as its documented pattern says', async () => {
    const before = await count('customers');
    const response = await as('POST', '/v0/staff/customers', {
      first_name: 'Kim',
      last_name: 'Lee',
      customer_number: '   ',
    });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body).customer_number).toEqual([{ code: 'invalid_format' }]);
    expect(await count('customers')).toBe(before);
  });
});
