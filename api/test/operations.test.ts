import { randomUUID } from 'node:crypto';
import { call } from '@booking/shared/api-client/call';
import { createAppointmentRequestSchema } from '@booking/shared/contract/appointment-requests';
import { OPERATIONS } from '@booking/shared/contract/operations';
import { createAppointment, getAvailability, placeHold } from '@booking/shared/contract/operations/booking';
import { listBranches } from '@booking/shared/contract/operations/branches';
import { getAppointment } from '@booking/shared/contract/operations/manage';
import { listServices } from '@booking/shared/contract/operations/merchant';
import { getStaffSession, signIn } from '@booking/shared/contract/operations/staff-session';
import { beforeAll, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { bookingBody } from './helpers/booking-calls';
import { ALLOWED_ORIGIN, useTestApp } from './helpers/test-app';
import { createTestSalon, TEST_NOW, type TestSalon, WEDNESDAY } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let salon: TestSalon;
beforeAll(async () => {
  salon = await createTestSalon(t().db, 'ops-salon');
});

/**
 * The shared client, sending through the app in process: the same URLs, headers and bodies,
 * with the Origin a browser adds on the staff front end (the staff write guard wants it).
 */
const options = () => ({
  apiBase: 'http://api.test',
  deps: {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      headers.set('origin', ALLOWED_ORIGIN);
      return Promise.resolve(t().app.request(input, { ...init, headers }));
    },
  },
});

describe('the one list of operations', () => {
  it('is exactly the route table of the API: every route served is in the list, and only those', () => {
    const served = t()
      .app.routes.filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`);
    const listed = OPERATIONS.map((op) => `${op.method.toUpperCase()} ${op.path}`);
    expect([...new Set(served)].sort()).toEqual([...listed].sort());
    expect(new Set(listed).size).toBe(listed.length);
    expect(new Set(OPERATIONS.map((op) => op.id)).size).toBe(OPERATIONS.length);
  });
});

describe('the client against the API, both from the list', () => {
  it('reads branches and services with the schemas the API answers with', async () => {
    const branches = await call(listBranches, { params: { organization: salon.slug } }, options());
    expect(branches.ok && branches.data.results.branches.map((b) => b.slug)).toEqual(['main']);
    const services = await call(listServices, { params: { organization: salon.slug, branch: 'main' } }, options());
    expect(services.ok && services.data.results.services.map((s) => s.id).sort()).toEqual(
      Object.values(salon.services).sort(),
    );
  });

  it('builds the query of a search, and gets back a typed validation error for a bad one', async () => {
    const params = { organization: salon.slug, branch: 'main' };
    const found = await call(
      getAvailability,
      {
        params,
        query: { services: salon.services.cut, employee: salon.employees.ben, from: WEDNESDAY, to: WEDNESDAY },
      },
      options(),
    );
    expect(found.ok && found.data.results.slots[0]?.start).toBe('2026-03-04T09:00:00+01:00[Europe/Berlin]');
    expect(found.ok && found.data.results.timezone).toBe('Europe/Berlin');
    const backwards = await call(
      getAvailability,
      { params, query: { services: salon.services.cut, from: WEDNESDAY, to: '2026-03-03' } },
      options(),
    );
    expect(backwards).toEqual({
      ok: false,
      status: 400,
      error: { code: 'invalid_input', fields: { to: [{ code: 'before_from' }] } },
    });
  });

  it('holds, books with an Idempotency-Key and reads the booking by its manage token', async () => {
    const params = { organization: salon.slug, branch: 'main' };
    const start = '2026-03-04T11:00:00+01:00';
    const held = await call(
      placeHold,
      { params, body: { services: [salon.services.cut], employee_id: salon.employees.ana, start } },
      options(),
    );
    if (!held.ok) throw new Error(`hold failed: ${held.status}`);
    expect(held.status).toBe(201);
    const body = z.parse(
      createAppointmentRequestSchema,
      bookingBody(salon, { start, hold_token: held.data.results.hold.token }),
    );
    const booked = await call(
      createAppointment,
      { params, headers: { 'idempotency-key': randomUUID() }, body },
      options(),
    );
    if (!booked.ok) throw new Error(`booking failed: ${booked.status} ${JSON.stringify(booked.error)}`);
    const token = booked.data.results.manage_token;
    const read = await call(getAppointment, { params: { organization: salon.slug, token } }, options());
    expect(read.ok && read.data.results.appointment.start).toBe('2026-03-04T11:00:00+01:00[Europe/Berlin]');
  });

  it('answers a write without its key header with the field named, before any handler runs', async () => {
    const params = { organization: salon.slug, branch: 'main' };
    const body = z.parse(createAppointmentRequestSchema, bookingBody(salon));
    // The type demands the header; the API must refuse a client that leaves it out anyway.
    const refused = await call(
      createAppointment,
      { params, body } as Parameters<typeof call<typeof createAppointment>>[1],
      options(),
    );
    expect(refused).toEqual({
      ok: false,
      status: 400,
      error: { code: 'invalid_input', fields: { 'idempotency-key': [{ code: 'required' }] } },
    });
  });

  it('maps the sign-in refusals to typed errors and an unknown session to 401', async () => {
    const unknown = await call(signIn, { body: { email: 'nobody@example.com', password: 'x' } }, options());
    expect(unknown).toEqual({ ok: false, status: 401, error: { code: 'unknown_email' } });
    const session = await call(getStaffSession, {}, options());
    expect(session).toEqual({ ok: false, status: 401, error: { code: 'unauthenticated' } });
  });
});
