import { errorBodySchema } from '@booking/shared/contract/error-body';
import { staffAppointmentResponseSchema } from '@booking/shared/contract/staff-appointments';
import { beforeAll, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { type StaffSalon, staffCall, staffSalon } from './helpers/staff-calls';
import { useTestApp } from './helpers/test-app';
import { TEST_NOW } from './helpers/test-salon';

// Staff are not held to the online lead times, but to a window: from a year back up to two
// years ahead (now is Monday 2 March 2026, 09:00 in Berlin; Ana works Monday to Saturday, 09-18).
const t = useTestApp({ now: TEST_NOW });
let salon: StaffSalon;
beforeAll(async () => {
  salon = await staffSalon(t().app, t().db, 'staff-window');
});

const as = (method: string, path: string, body?: unknown) => staffCall(t().app, salon.cookie, method, path, body);
const create = (start: string) =>
  as('POST', `/v0/staff/branches/${salon.branch}/appointments`, {
    services: [salon.services.cut],
    employee_id: salon.employees.ana,
    start,
  });
const appointmentOf = (body: unknown) => z.parse(staffAppointmentResponseSchema, body).results.appointment;
const OUT_OF_RANGE = { error: { code: 'invalid_input', fields: { start: [{ code: 'out_of_range' }] } } };

const OUTSIDE = [
  ['a year and two days back', '2025-02-28T10:00:00+01:00'],
  ['in 1970', '1970-01-03T10:00:00+01:00'],
  ['25 months ahead', '2028-04-03T10:00:00+02:00'],
  ['in 8999', '8999-12-01T10:00:00+01:00'],
] as const;

describe('when staff may book', () => {
  it.each(OUTSIDE)('a start %s is 400 out_of_range, nothing booked', async (_, start) => {
    const response = await create(start);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(OUT_OF_RANGE);
  });

  it('takes a start last week (entered after the fact), 11 months back and 23 months ahead', async () => {
    expect((await create('2026-02-28T10:00:00+01:00')).status).toBe(201);
    expect((await create('2025-04-04T10:00:00+02:00')).status).toBe(201);
    expect((await create('2028-02-01T10:00:00+01:00')).status).toBe(201);
  });

  it.each(OUTSIDE)('a move to a start %s is 400 out_of_range, the appointment stays', async (_, start) => {
    const made = appointmentOf((await create('2026-03-04T15:00:00+01:00')).body);
    const moved = await as('POST', `/v0/staff/appointments/${made.id}/move`, { start });
    expect(moved.status).toBe(400);
    expect(z.parse(errorBodySchema, moved.body)).toEqual(OUT_OF_RANGE);
    const seen = appointmentOf((await as('GET', `/v0/staff/appointments/${made.id}`)).body);
    expect(seen.start).toBe(made.start);
    await as('POST', `/v0/staff/appointments/${made.id}/cancel`, { reason: 'staff' });
  });
});
