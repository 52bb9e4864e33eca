import { randomUUID } from 'node:crypto';
import { availabilityResponseSchema } from '@booking/shared/contract/availability';
import { bookingPolicyResponseSchema } from '@booking/shared/contract/booking-policy';
import { employeeListResponseSchema } from '@booking/shared/contract/employees';
import { holdResponseSchema } from '@booking/shared/contract/holds';
import { beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { availability, book, bookingBody, hold } from './helpers/booking-calls';
import { appOver, call, useTestApp } from './helpers/test-app';
import { createTestSalon, TEST_NOW, type TestSalon } from './helpers/test-salon';

// One file for search and holds: each test file starts its own database (seconds on PGlite).
const t = useTestApp({ now: TEST_NOW });
let salon: TestSalon;
beforeAll(async () => {
  salon = await createTestSalon(t().db, 'avail-salon');
});
beforeEach(() => t().clock.set(TEST_NOW));

const MINUTE = 60_000;
const slotsOf = (body: unknown) => z.parse(availabilityResponseSchema, body).results.slots;
const localTimes = (body: unknown) => slotsOf(body).map((s) => s.start.slice(11, 16));
const cutWith = (employee: string | null, day: string) => ({
  services: salon.services.cut,
  ...(employee ? { employee } : {}),
  from: day,
  to: day,
});

describe('GET .../booking-policy and .../employees', () => {
  it('answers the merchant policy with its hold minutes', async () => {
    const { status, body } = await call(t().app, `/v0/organizations/${salon.slug}/booking-policy`);
    expect(status).toBe(200);
    expect(z.parse(bookingPolicyResponseSchema, body).results).toEqual({
      hold_minutes: 10,
      policy: {
        cancellation_lead_time: { value: 1, type: 'days' },
        editing_limit: { value: 2, type: 'days' },
        editing_fee: { amount_minor: 500, currency: 'EUR' },
        late_cancellation_fee: { amount_minor: 1500, currency: 'EUR' },
        late_rescheduling_fee: { amount_minor: 1000, currency: 'EUR' },
      },
    });
  });

  it('lists who works at the branch and which services each performs', async () => {
    const { status, body } = await call(t().app, `/v0/organizations/${salon.slug}/branches/main/employees`);
    expect(status).toBe(200);
    const { employees } = z.parse(employeeListResponseSchema, body).results;
    expect(employees.map((e) => [e.first_name, e.service_ids.length])).toEqual([
      ['Ana', 3],
      ['Ben', 1],
      ['Cleo', 1],
    ]);
    expect(employees[1]?.service_ids).toEqual([salon.services.cut]);
  });

  it('answers 404 for an unknown merchant or branch', async () => {
    expect((await call(t().app, '/v0/organizations/nobody/booking-policy')).status).toBe(404);
    const branch = await call(t().app, `/v0/organizations/${salon.slug}/branches/nowhere/employees`);
    expect(branch.body).toEqual({ error: { code: 'branch_not_found' } });
  });
});

describe('GET .../availability', () => {
  it('offers every 10 minutes of Ana’s Wednesday, each time with its offset and zone', async () => {
    const { status, body, headers } = await availability(t().app, salon, cutWith(salon.employees.ana, '2026-03-04'));
    expect(status).toBe(200);
    const { results } = z.parse(availabilityResponseSchema, body);
    expect(results).toMatchObject({
      timezone: 'Europe/Berlin',
      duration_minutes: 30,
      employee_id: salon.employees.ana,
    });
    expect(results.slots).toHaveLength(52);
    expect(results.slots[0]).toEqual({
      start: '2026-03-04T09:00:00+01:00[Europe/Berlin]',
      end: '2026-03-04T09:30:00+01:00[Europe/Berlin]',
    });
    expect(results.slots.at(-1)?.start).toBe('2026-03-04T17:30:00+01:00[Europe/Berlin]');
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('gives each free time as its start with the day and wall-clock time in the branch’s zone, as the restaurant does', async () => {
    const { body } = await availability(t().app, salon, cutWith(salon.employees.ana, '2026-03-04'));
    const { results } = z.parse(availabilityResponseSchema, body);
    expect(results.times[0]).toEqual({
      start: '2026-03-04T09:00:00+01:00[Europe/Berlin]',
      date: '2026-03-04',
      local_time: '09:00',
    });
    expect(results.times.map((time) => time.start)).toEqual(results.slots.map((slot) => slot.start));
  });

  it('needs room for several services back to back with one employee who does them all', async () => {
    const services = `${salon.services.colour},${salon.services.nails}`;
    const { body } = await availability(t().app, salon, { services, from: '2026-03-04', to: '2026-03-04' });
    const slots = slotsOf(body);
    expect(z.parse(availabilityResponseSchema, body).results.duration_minutes).toBe(105);
    expect(slots.at(-1)).toEqual({
      start: '2026-03-04T16:10:00+01:00[Europe/Berlin]',
      end: '2026-03-04T17:55:00+01:00[Europe/Berlin]',
    });
    expect(slots).toHaveLength(44);
  });

  it('offers nothing sooner than the minimum lead time of one day', async () => {
    const { body } = await availability(t().app, salon, {
      ...cutWith(salon.employees.ana, '2026-03-02'),
      to: '2026-03-03',
    });
    expect(slotsOf(body)[0]?.start).toBe('2026-03-03T09:00:00+01:00[Europe/Berlin]');
  });

  it('offers nothing later than the maximum lead time of three months, in summer time', async () => {
    const { body } = await availability(t().app, salon, { ...cutWith(null, '2026-06-02'), to: '2026-06-03' });
    expect(slotsOf(body).map((s) => s.start)).toEqual(['2026-06-02T09:00:00+02:00[Europe/Berlin]']);
  });

  it('answers 400 with a field code for every malformed parameter', async () => {
    const { status, body } = await availability(t().app, salon, {
      services: 'cut',
      employee: 'ana',
      from: '2026-02-30',
      to: 'x',
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        code: 'invalid_input',
        fields: {
          services: [{ code: 'invalid_format' }],
          employee: [{ code: 'invalid_format' }],
          from: [{ code: 'invalid_format' }],
          to: [{ code: 'invalid_format' }],
        },
      },
    });
  });

  it.each([
    [{ from: '2026-03-05', to: '2026-03-04' }, { code: 'before_from' }],
    [
      { from: '2026-03-01', to: '2026-04-01' },
      { code: 'range_too_long', params: { max_days: 31 } },
    ],
  ])('answers 400 for the date range %j', async (range, error) => {
    const { status, body } = await availability(t().app, salon, { services: salon.services.cut, ...range });
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 'invalid_input', fields: { to: [error] } } });
  });

  it('answers 400 too_long for more services than the merchant allows', async () => {
    const services = Array(4).fill(salon.services.cut).join(',');
    const { body } = await availability(t().app, salon, { services, from: '2026-03-04', to: '2026-03-04' });
    expect(body).toEqual({
      error: { code: 'invalid_input', fields: { services: [{ code: 'too_long', params: { max: 3 } }] } },
    });
  });

  it('answers 404 for an unknown service or employee and 422 for one who cannot do the service', async () => {
    const unknownService = await availability(t().app, salon, {
      services: randomUUID(),
      from: '2026-03-04',
      to: '2026-03-04',
    });
    expect(unknownService.status).toBe(404);
    expect(unknownService.body).toMatchObject({ error: { code: 'service_not_found' } });
    const unknownEmployee = await availability(t().app, salon, cutWith(randomUUID(), '2026-03-04'));
    expect(unknownEmployee.body).toEqual({ error: { code: 'employee_not_found' } });
    const colourWithBen = {
      services: salon.services.colour,
      employee: salon.employees.ben,
      from: '2026-03-04',
      to: '2026-03-04',
    };
    const unsuitable = await availability(t().app, salon, colourWithBen);
    expect(unsuitable.status).toBe(422);
    expect(unsuitable.body).toEqual({ error: { code: 'employee_unsuitable' } });
  });

  it('changes nothing: the same search twice gives the same answer and writes no row', async () => {
    const count = async () => (await t().db.query('SELECT 1 FROM appointments')).length;
    const before = await count();
    const first = await availability(t().app, salon, cutWith(null, '2026-03-12'));
    const second = await availability(t().app, salon, cutWith(null, '2026-03-12'));
    expect(second.body).toEqual(first.body);
    expect(await count()).toBe(before);
  });
});

describe('holds', () => {
  const cutAt = (start: string, employee: string | null = salon.employees.ana) =>
    bookingBody(salon, { start, employee_id: employee });

  it('holds a slot for 10 minutes and hides it from the search, with no-referrer', async () => {
    const placed = await hold(t().app, salon, cutAt('2026-03-05T10:00:00+01:00'), 'client-a');
    expect(placed.status).toBe(201);
    expect(placed.headers.get('referrer-policy')).toBe('no-referrer');
    const { hold: held } = z.parse(holdResponseSchema, placed.body).results;
    expect(held).toMatchObject({
      expires_at: '2026-03-02T09:10:00+01:00[Europe/Berlin]',
      start: '2026-03-05T10:00:00+01:00[Europe/Berlin]',
      end: '2026-03-05T10:30:00+01:00[Europe/Berlin]',
      employee: { id: salon.employees.ana, first_name: 'Ana' },
      service_ids: [salon.services.cut],
    });
    const times = localTimes((await availability(t().app, salon, cutWith(salon.employees.ana, '2026-03-05'))).body);
    expect(times).not.toContain('10:00');
    expect(times).toEqual(expect.arrayContaining(['09:30', '10:30']));
    expect(times).toHaveLength(52 - 5);
  });

  it('refuses the held slot to everyone else as slot_taken while the hold lives', async () => {
    const body = cutAt('2026-03-05T12:00:00+01:00');
    expect((await hold(t().app, salon, body, 'client-a')).status).toBe(201);
    expect((await hold(t().app, salon, body, 'client-b')).body).toEqual({ error: { code: 'slot_taken' } });
    const booking = await book(t().app, salon, body, { client: 'client-b' });
    expect(booking.status).toBe(409);
    expect(booking.body).toEqual({ error: { code: 'slot_taken' } });
  });

  it('frees the slot when the hold expires, with no job: the search shows it and another client takes it', async () => {
    const body = cutAt('2026-03-05T14:00:00+01:00');
    expect((await hold(t().app, salon, body, 'client-a')).status).toBe(201);
    t().clock.advance(10 * MINUTE - 1);
    expect(
      localTimes((await availability(t().app, salon, cutWith(salon.employees.ana, '2026-03-05'))).body),
    ).not.toContain('14:00');
    t().clock.advance(1);
    expect(localTimes((await availability(t().app, salon, cutWith(salon.employees.ana, '2026-03-05'))).body)).toContain(
      '14:00',
    );
    expect((await hold(t().app, salon, body, 'client-b')).status).toBe(201);
  });

  it('books with the hold token even one second before it expires, never as slot_taken', async () => {
    const body = cutAt('2026-03-06T10:00:00+01:00');
    const { hold: held } = z.parse(holdResponseSchema, (await hold(t().app, salon, body, 'client-a')).body).results;
    t().clock.advance(10 * MINUTE - 1000);
    const booked = await book(t().app, salon, { ...body, hold_token: held.token }, { client: 'client-a' });
    expect(booked.status).toBe(201);
    const rows = await t().db.query(
      "SELECT status FROM appointments WHERE hold_token_hash IS NULL AND status = 'booked' AND lower(during) = $1",
      [new Date('2026-03-06T09:00:00Z')],
    );
    expect(rows).toEqual([{ status: 'booked' }]);
  });

  it('books through an expired hold nobody took, and refuses one whose slot was taken since', async () => {
    const free = cutAt('2026-03-06T12:00:00+01:00');
    const taken = cutAt('2026-03-06T14:00:00+01:00');
    const tokenOf = async (body: unknown) =>
      z.parse(holdResponseSchema, (await hold(t().app, salon, body, 'client-a')).body).results.hold.token;
    const freeToken = await tokenOf(free);
    const takenToken = await tokenOf(taken);
    t().clock.advance(11 * MINUTE);
    expect((await book(t().app, salon, taken, { client: 'client-b' })).status).toBe(201);
    expect((await book(t().app, salon, { ...free, hold_token: freeToken })).status).toBe(201);
    expect((await book(t().app, salon, { ...taken, hold_token: takenToken })).body).toEqual({
      error: { code: 'slot_taken' },
    });
  });

  it('refuses a hold token used for another slot than it holds', async () => {
    const body = cutAt('2026-03-06T16:00:00+01:00');
    const { hold: held } = z.parse(holdResponseSchema, (await hold(t().app, salon, body, 'client-a')).body).results;
    const other = { ...body, start: '2026-03-06T16:30:00+01:00', hold_token: held.token };
    expect((await book(t().app, salon, other)).body).toEqual({
      error: { code: 'invalid_input', fields: { hold_token: [{ code: 'hold_mismatch' }] } },
    });
  });

  it('releases a hold on DELETE, then answers 404 hold_not_found', async () => {
    const body = cutAt('2026-03-07T10:00:00+01:00');
    const { hold: held } = z.parse(holdResponseSchema, (await hold(t().app, salon, body, 'client-a')).body).results;
    const path = `/v0/organizations/${salon.slug}/holds/${held.token}`;
    expect((await call(t().app, path, { method: 'DELETE' })).status).toBe(204);
    expect((await call(t().app, path, { method: 'DELETE' })).body).toEqual({ error: { code: 'hold_not_found' } });
    expect((await hold(t().app, salon, body, 'client-b')).status).toBe(201);
  });

  it('for "first available", holds the employee with the fewest booked minutes that day', async () => {
    expect((await book(t().app, salon, cutAt('2026-03-09T09:00:00+01:00', salon.employees.ben))).status).toBe(201);
    const placed = await hold(t().app, salon, cutAt('2026-03-09T11:00:00+01:00', null), 'client-a');
    expect(z.parse(holdResponseSchema, placed.body).results.hold.employee.first_name).toBe('Ana');
    const next = await hold(t().app, salon, cutAt('2026-03-09T11:00:00+01:00', null), 'client-b');
    expect(z.parse(holdResponseSchema, next.body).results.hold.employee.first_name).toBe('Ben');
    expect((await hold(t().app, salon, cutAt('2026-03-09T11:00:00+01:00', null), 'client-c')).status).toBe(409);
  });

  it.each([
    ['off the grid', '2026-03-10T10:05:00+01:00'],
    ['inside the minimum lead time', '2026-03-02T15:00:00+01:00'],
    ['on a Sunday', '2026-03-08T10:00:00+01:00'],
  ])('answers 422 slot_unavailable for a start %s', async (_, start) => {
    const { status, body } = await hold(t().app, salon, cutAt(start), 'client-a');
    expect(status).toBe(422);
    expect(body).toEqual({ error: { code: 'slot_unavailable' } });
  });

  it('rate limits holds per address with Retry-After', async () => {
    const limits = {
      holds: { capacity: 2, windowMs: 60_000 },
      bookings: { capacity: 2, windowMs: 60_000 },
      contacts: { capacity: 2, windowMs: 60_000 },
      maxLiveHoldsPerBranch: 100,
    };
    const strict = appOver(t().db, t().clock, limits);
    const at = (minute: string) => cutAt(`2026-03-12T10:${minute}:00+01:00`, null);
    expect((await hold(strict, salon, at('00'), 'fast')).status).toBe(201);
    expect((await hold(strict, salon, at('00'), 'fast')).status).toBe(201);
    const limited = await hold(strict, salon, at('00'), 'fast');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
    expect(limited.body).toEqual({ error: { code: 'rate_limited', params: { retry_after_seconds: 30 } } });
    t().clock.advance(30_000);
    expect((await hold(strict, salon, at('30'), 'fast')).status).toBe(201);
  });

  it('answers 400 with field codes for an invalid hold request', async () => {
    const { status, body } = await hold(t().app, salon, { services: [], start: 'tomorrow', employee_id: 'ana' });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        code: 'invalid_input',
        fields: {
          services: [{ code: 'too_short', params: { min: 1 } }],
          employee_id: [{ code: 'invalid_format' }],
          start: [{ code: 'invalid_format' }],
        },
      },
    });
  });
});
