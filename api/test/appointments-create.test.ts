import { randomUUID } from 'node:crypto';
import { createAppointmentRequestSchema } from '@booking/shared/contract/appointment-requests';
import { createAppointmentResponseSchema } from '@booking/shared/contract/appointments';
import { beforeAll, beforeEach, describe, expect, it, rs } from '@rstest/core';
import * as z from 'zod/mini';
import { IDEMPOTENCY_KEY_TTL_MS, IDEMPOTENCY_STALE_MS } from '../src/http/idempotency';
import { stableHash } from '../src/http/stable-hash';
import { book, bookingBody, CONTACT } from './helpers/booking-calls';
import { appOver, useTestApp } from './helpers/test-app';
import { createTestSalon, TEST_NOW, type TestSalon } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let salon: TestSalon;
let other: TestSalon;
beforeAll(async () => {
  salon = await createTestSalon(t().db, 'create-salon');
  other = await createTestSalon(t().db, 'other-salon');
});
beforeEach(() => t().clock.set(TEST_NOW));

const at = (start: string, overrides: Record<string, unknown> = {}) => bookingBody(salon, { start, ...overrides });
const rowsAt = (start: string) =>
  t().db.query<{ status: string }>(
    // Online bookings only: the demo seed books walk-ins of its own (source 'staff').
    "SELECT status FROM appointments WHERE lower(during) = $1 AND status <> 'cancelled' AND source = 'online'",
    [new Date(start)],
  );

describe('POST .../appointments', () => {
  it('books and answers 201 with the appointment, its policy and a manage token, never cached', async () => {
    const { status, body, headers } = await book(t().app, salon, at('2026-03-04T10:00:00+01:00'));
    expect(status).toBe(201);
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('cache-control')).toBe('no-store');
    const { appointment, manage_token } = z.parse(createAppointmentResponseSchema, body).results;
    expect(manage_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(appointment).toMatchObject({
      status: 'booked',
      cancelled_by: null,
      organization: salon.slug,
      branch: { slug: 'main', timezone: 'Europe/Berlin' },
      start: '2026-03-04T10:00:00+01:00[Europe/Berlin]',
      end: '2026-03-04T10:30:00+01:00[Europe/Berlin]',
      employee: { id: salon.employees.ana, first_name: 'Ana' },
      services: [{ id: salon.services.cut, name: 'Cut', duration_minutes: 30, price: { amount_minor: 3000 } }],
      total_price: { amount_minor: 3000, currency: 'EUR' },
      contact: { ...CONTACT, phone: '+493012345670', comment: null },
      reminder: 'email',
      payment: 'on_site',
      policy: { late_cancellation_fee: { amount_minor: 1500 }, editing_limit: { value: 2, type: 'days' } },
      fees_due: { amount_minor: 0, currency: 'EUR' },
      changeable: true,
      created_at: '2026-03-02T09:00:00+01:00[Europe/Berlin]',
    });
  });

  it('stores no manage token in the clear: only its SHA-256', async () => {
    const { body } = await book(t().app, salon, at('2026-03-04T11:00:00+01:00'));
    const { manage_token } = z.parse(createAppointmentResponseSchema, body).results;
    const rows = await t().db.query('SELECT 1 FROM appointments WHERE manage_token_hash = $1', [manage_token]);
    expect(rows).toEqual([]);
  });

  it('gives "first available" to the free employee with the least booked that day', async () => {
    expect((await book(t().app, salon, at('2026-03-04T12:00:00+01:00'))).status).toBe(201);
    const { body } = await book(t().app, salon, at('2026-03-04T12:00:00+01:00', { employee_id: null }));
    expect(z.parse(createAppointmentResponseSchema, body).results.appointment.employee.first_name).toBe('Ben');
    const third = await book(t().app, salon, at('2026-03-04T12:10:00+01:00', { employee_id: null }));
    expect(third.body).toEqual({ error: { code: 'slot_taken' } });
  });

  it('answers 409 slot_taken for a partial overlap and leaves one row', async () => {
    expect((await book(t().app, salon, at('2026-03-04T14:00:00+01:00'))).status).toBe(201);
    const overlap = await book(t().app, salon, at('2026-03-04T14:20:00+01:00'));
    expect(overlap.status).toBe(409);
    expect(overlap.body).toEqual({ error: { code: 'slot_taken' } });
    expect(await rowsAt('2026-03-04T14:20:00+01:00')).toEqual([]);
  });

  it('answers 400 naming the missing Idempotency-Key', async () => {
    const { status, body } = await book(t().app, salon, at('2026-03-04T15:00:00+01:00'), { key: null });
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 'invalid_input', fields: { 'idempotency-key': [{ code: 'required' }] } } });
  });

  it('answers 400 with a code for every invalid field of the booking form', async () => {
    const body = at('2026-03-04T15:00:00+01:00', {
      services: [salon.services.cut, 'x'],
      reminder: 'pigeon',
      contact: {
        first_name: '',
        last_name: 'L'.repeat(101),
        email: 'not-an-email',
        phone: '030 1234567',
        comment: 'c'.repeat(1001),
      },
    });
    const { status, body: answer } = await book(t().app, salon, body);
    expect(status).toBe(400);
    expect(answer).toEqual({
      error: {
        code: 'invalid_input',
        fields: {
          'services.1': [{ code: 'invalid_format' }],
          reminder: [{ code: 'invalid_value' }],
          'contact.first_name': [{ code: 'required' }],
          'contact.last_name': [{ code: 'too_long', params: { max: 100 } }],
          'contact.email': [{ code: 'invalid_email' }],
          'contact.phone': [{ code: 'invalid_phone' }],
          'contact.comment': [{ code: 'too_long', params: { max: 1000 } }],
        },
      },
    });
  });

  it('answers 400 required for an empty body', async () => {
    const { body } = await book(t().app, salon, {});
    expect(body).toMatchObject({
      error: {
        fields: {
          services: [{ code: 'required' }],
          start: [{ code: 'required' }],
          contact: [{ code: 'required' }],
          reminder: [{ code: 'required' }],
          payment: [{ code: 'required' }],
        },
      },
    });
  });

  it('answers 400 too_long for more services than the merchant allows', async () => {
    const services = Array(4).fill(salon.services.cut);
    expect((await book(t().app, salon, at('2026-03-04T15:00:00+01:00', { services }))).body).toEqual({
      error: { code: 'invalid_input', fields: { services: [{ code: 'too_long', params: { max: 3 } }] } },
    });
  });

  it('answers 400 not_allowed at payment for online payment where the merchant takes it on site only', async () => {
    await t().db.query('UPDATE organizations SET online_payment_allowed = false WHERE id = $1', [other.organizationId]);
    try {
      // A fresh app: merchant settings are cached per app for a second.
      const app = appOver(t().db, t().clock);
      const start = '2026-03-04T16:00:00+01:00';
      const online = await book(app, other, bookingBody(other, { start, payment: 'online' }));
      expect(online.status).toBe(400);
      expect(online.body).toEqual({
        error: { code: 'invalid_input', fields: { payment: [{ code: 'not_allowed' }] } },
      });
      const onSite = await book(app, other, bookingBody(other, { start, payment: 'on_site' }));
      expect(onSite.status).toBe(201);
    } finally {
      await t().db.query('UPDATE organizations SET online_payment_allowed = true WHERE id = $1', [
        other.organizationId,
      ]);
    }
  });

  it('answers 404 for unknown ids and 422 for what the schedule does not offer', async () => {
    const unknownService = await book(t().app, salon, at('2026-03-04T15:00:00+01:00', { services: [randomUUID()] }));
    expect(unknownService.status).toBe(404);
    expect((await book(t().app, salon, at('2026-03-04T15:00:00+01:00', { employee_id: randomUUID() }))).body).toEqual({
      error: { code: 'employee_not_found' },
    });
    const otherSalonsEmployee = await book(
      t().app,
      salon,
      at('2026-03-04T15:00:00+01:00', { employee_id: other.employees.ana }),
    );
    expect(otherSalonsEmployee.body).toEqual({ error: { code: 'employee_not_found' } });
    const colourWithBen = at('2026-03-04T15:00:00+01:00', {
      services: [salon.services.colour],
      employee_id: salon.employees.ben,
    });
    expect((await book(t().app, salon, colourWithBen)).status).toBe(422);
    const sunday = await book(t().app, salon, at('2026-03-08T15:00:00+01:00'));
    expect(sunday.status).toBe(422);
    expect(sunday.body).toEqual({ error: { code: 'slot_unavailable' } });
  });

  it('answers 404 for an unknown merchant or branch', async () => {
    const path = '/v0/organizations/nobody/branches/main/appointments';
    const { app } = t();
    const response = await app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'k' },
      body: JSON.stringify(at('2026-03-04T15:00:00+01:00')),
    });
    expect(response.status).toBe(404);
    expect((await book(t().app, { ...salon, branch: 'nowhere' }, at('2026-03-04T15:00:00+01:00'))).body).toEqual({
      error: { code: 'branch_not_found' },
    });
  });
});

describe('Idempotency-Key', () => {
  it('replays the stored answer for the same key and body, booking once', async () => {
    const key = randomUUID();
    const body = at('2026-03-05T10:00:00+01:00');
    const first = await book(t().app, salon, body, { key });
    const replay = await book(t().app, salon, body, { key });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await rowsAt('2026-03-05T10:00:00+01:00')).toHaveLength(1);
  });

  it('answers 422 for the same key with a different body', async () => {
    const key = randomUUID();
    expect((await book(t().app, salon, at('2026-03-05T11:00:00+01:00'), { key })).status).toBe(201);
    const reused = await book(t().app, salon, at('2026-03-05T11:30:00+01:00'), { key });
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({ error: { code: 'idempotency_key_reused' } });
    expect(await rowsAt('2026-03-05T11:30:00+01:00')).toEqual([]);
  });

  it('answers 409 for the same key while the first request is still running', async () => {
    const key = randomUUID();
    const body = at('2026-03-05T12:00:00+01:00');
    await t().db.query(
      `INSERT INTO idempotency_keys (organization_id, key, request_hash, state, started_at, expires_at)
       VALUES ($1, $2, $3, 'running', $4, $5)`,
      [
        salon.organizationId,
        key,
        // The request as the route parsed it (defaults filled in).
        stableHash({ branch: 'main', request: z.parse(createAppointmentRequestSchema, body) }),
        TEST_NOW,
        new Date(TEST_NOW.getTime() + IDEMPOTENCY_KEY_TTL_MS),
      ],
    );
    const running = await book(t().app, salon, body, { key });
    expect(running.status).toBe(409);
    expect(running.body).toEqual({ error: { code: 'idempotency_key_in_use' } });
    // A process that died mid-request leaves its key running: after a minute the same request takes it over.
    t().clock.advance(IDEMPOTENCY_STALE_MS);
    expect((await book(t().app, salon, body, { key })).status).toBe(201);
  });

  it('replays an error answer too: the same request gets the same 409', async () => {
    const key = randomUUID();
    expect((await book(t().app, salon, at('2026-03-05T14:00:00+01:00'))).status).toBe(201);
    const body = at('2026-03-05T14:00:00+01:00', { contact: { ...CONTACT, first_name: 'Otto' } });
    expect((await book(t().app, salon, body, { key })).status).toBe(409);
    const replay = await book(t().app, salon, body, { key });
    expect(replay.status).toBe(409);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it('scopes keys per merchant', async () => {
    const key = randomUUID();
    expect((await book(t().app, salon, at('2026-03-05T15:00:00+01:00'), { key })).status).toBe(201);
    const elsewhere = bookingBody(other, { start: '2026-03-05T15:00:00+01:00' });
    expect((await book(t().app, other, elsewhere, { key })).status).toBe(201);
  });

  it('keeps a key 24 hours; after that it is a new key', async () => {
    const key = randomUUID();
    expect((await book(t().app, salon, at('2026-03-10T10:00:00+01:00'), { key })).status).toBe(201);
    t().clock.advance(IDEMPOTENCY_KEY_TTL_MS - 1);
    expect((await book(t().app, salon, at('2026-03-10T11:00:00+01:00'), { key })).status).toBe(422);
    t().clock.advance(1);
    expect((await book(t().app, salon, at('2026-03-10T11:00:00+01:00'), { key })).status).toBe(201);
  });

  it('frees the key when booking fails unexpectedly, so a retry can succeed', async () => {
    const key = randomUUID();
    const body = at('2026-03-10T14:00:00+01:00');
    await t().db.exec("ALTER TABLE appointments ADD CONSTRAINT break_inserts CHECK (comment IS DISTINCT FROM 'boom')");
    const log = rs.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const failing = await book(t().app, salon, { ...body, contact: { ...CONTACT, comment: 'boom' } }, { key });
      expect(failing.status).toBe(500);
    } finally {
      log.mockRestore();
      await t().db.exec('ALTER TABLE appointments DROP CONSTRAINT break_inserts');
    }
    expect((await book(t().app, salon, { ...body, contact: { ...CONTACT, comment: 'boom' } }, { key })).status).toBe(
      201,
    );
  });

  it('rate limits bookings per client, and a replay does not count', async () => {
    const limits = {
      holds: { capacity: 1, windowMs: 60_000 },
      bookings: { capacity: 1, windowMs: 60_000 },
      contacts: { capacity: 100, windowMs: 60_000 },
      maxLiveHoldsPerBranch: 5,
    };
    const strict = appOver(t().db, t().clock, limits);
    const key = randomUUID();
    const body = at('2026-03-11T10:00:00+01:00');
    expect((await book(strict, salon, body, { key, client: 'one' })).status).toBe(201);
    expect((await book(strict, salon, body, { key, client: 'one' })).status).toBe(201);
    const limited = await book(strict, salon, at('2026-03-11T11:00:00+01:00'), { client: 'one' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
  });

  it('rate limits bookings by email and phone too, so a new address does not reset the limit', async () => {
    const limits = {
      holds: { capacity: 100, windowMs: 60_000 },
      bookings: { capacity: 100, windowMs: 60_000 },
      contacts: { capacity: 1, windowMs: 60_000 },
      maxLiveHoldsPerBranch: 5,
    };
    const strict = appOver(t().db, t().clock, limits);
    const first = { ...CONTACT, email: 'hopper@example.com', phone: '+49 30 22222220' };
    const booking = (start: string, contact: typeof first) => ({ ...at(start), contact });
    expect((await book(strict, salon, booking('2026-03-12T10:00:00+01:00', first), { client: 'a' })).status).toBe(201);
    // Another address, the same email (another spelling of it) and another phone: refused.
    const sameEmail = { ...first, email: 'Hopper+2@Example.com', phone: '+49 30 33333330' };
    const byEmail = await book(strict, salon, booking('2026-03-12T11:00:00+01:00', sameEmail), { client: 'b' });
    expect(byEmail.status).toBe(429);
    // Another address, another email, the same phone written otherwise: refused.
    const samePhone = { ...first, email: 'other@example.com', phone: '+49 (30) 2222-2220' };
    const byPhone = await book(strict, salon, booking('2026-03-12T12:00:00+01:00', samePhone), { client: 'c' });
    expect(byPhone.status).toBe(429);
    // Someone else entirely, from yet another address: booked.
    const stranger = { ...first, email: 'stranger@example.com', phone: '+49 30 44444440' };
    expect((await book(strict, salon, booking('2026-03-12T13:00:00+01:00', stranger), { client: 'd' })).status).toBe(
      201,
    );
  });
});

describe('round trips', () => {
  /** The app over the test database, recording each statement from the first one that claims a key. */
  function recordingApp(afterClaim: () => Promise<void> = async () => {}) {
    const statements: string[] = [];
    const db = {
      ...t().db,
      query: async <T>(sql: string, params?: readonly unknown[]) => {
        const claims = sql.includes('INSERT INTO idempotency_keys');
        if (claims || statements.length > 0) statements.push(sql);
        const rows = await t().db.query<T>(sql, params);
        if (claims) await afterClaim();
        return rows;
      },
    };
    return { app: appOver(db, t().clock), statements };
  }

  it('books in two statements: the schedule read claims the key, the write stores the answer', async () => {
    const recording = recordingApp();
    const booked = await book(recording.app, salon, at('2026-03-13T10:00:00+01:00'));
    expect(booked.status).toBe(201);
    expect(recording.statements).toHaveLength(2);
    expect(recording.statements[0]).toContain('key_claim');
    expect(recording.statements[1]).toContain('UPDATE idempotency_keys');
  });

  it('stores slot_taken with the write that finds the range taken, so a retry replays the 409', async () => {
    const key = randomUUID();
    const body = at('2026-03-13T11:00:00+01:00');
    // Another client books the same time after this request's read, before its write.
    const recording = recordingApp(async () => {
      expect((await book(t().app, salon, at('2026-03-13T11:00:00+01:00'))).status).toBe(201);
    });
    const lost = await book(recording.app, salon, body, { key });
    expect(lost.status).toBe(409);
    expect(lost.body).toEqual({ error: { code: 'slot_taken' } });
    expect(recording.statements).toHaveLength(2);
    const replay = await book(t().app, salon, body, { key });
    expect(replay.status).toBe(409);
    expect(replay.body).toEqual({ error: { code: 'slot_taken' } });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });
});
