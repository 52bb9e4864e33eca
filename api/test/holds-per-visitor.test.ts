import { holdResponseSchema } from '@booking/shared/contract/holds';
import { beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limiter';
import { availability, book, bookingBody, CONTACT, hold } from './helpers/booking-calls';
import { appOver, call, TEST_LIMITS, useTestApp } from './helpers/test-app';
import { createTestSalon, TEST_NOW, type TestSalon } from './helpers/test-salon';

/**
 * Decision 0045: a visitor's next hold replaces their own in one step, the limits by address
 * let a carrier's shared address through, and a branch keeps at most so many holds, past
 * which visitors book without one.
 */
const t = useTestApp({ now: TEST_NOW });
let salon: TestSalon;
beforeAll(async () => {
  salon = await createTestSalon(t().db, 'visitor-salon');
});
beforeEach(() => t().clock.set(TEST_NOW));

const heldIn = (body: unknown) => z.parse(holdResponseSchema, body).results.hold;
const cutWith = (s: TestSalon, start: string, extra: Record<string, unknown> = {}) =>
  bookingBody(s, { start, employee_id: s.employees.ana, ...extra });
const anaTimes = async (s: TestSalon, day: string) => {
  const query = { services: s.services.cut, employee: s.employees.ana, from: day, to: day };
  const { body } = await availability(t().app, s, query);
  return (body as { results: { slots: { start: string }[] } }).results.slots.map((slot) => slot.start.slice(11, 16));
};

describe('a visitor changing their mind', () => {
  it('moves their hold to an overlapping time of the same employee: the first time is free again', async () => {
    const first = await hold(t().app, salon, cutWith(salon, '2026-03-04T11:10:00+01:00'));
    expect(first.status).toBe(201);
    const { token } = heldIn(first.body);
    // 11:20-11:50 overlaps the visitor's own 11:10-11:40: it is theirs, so it is no obstacle.
    const second = await hold(t().app, salon, cutWith(salon, '2026-03-04T11:20:00+01:00', { replaces: token }));
    expect(second.status).toBe(201);
    expect(heldIn(second.body)).toMatchObject({ start: '2026-03-04T11:20:00+01:00[Europe/Berlin]' });
    const times = await anaTimes(salon, '2026-03-04');
    expect(times).not.toContain('11:20');
    expect(times).toEqual(expect.arrayContaining(['10:40', '11:50']));
    // 11:10 would overlap the new hold; 10:40 ends where it starts. The old token is gone.
    expect(times).not.toContain('11:10');
    const released = await call(t().app, `/v0/organizations/${salon.slug}/holds/${token}`, { method: 'DELETE' });
    expect(released.status).toBe(404);
  });

  it('moves their hold to the adjacent time and gives the first one back to everyone', async () => {
    const { token } = heldIn((await hold(t().app, salon, cutWith(salon, '2026-03-04T14:00:00+01:00'))).body);
    const next = await hold(t().app, salon, cutWith(salon, '2026-03-04T14:30:00+01:00', { replaces: token }));
    expect(next.status).toBe(201);
    expect(await anaTimes(salon, '2026-03-04')).toContain('14:00');
    const other = await hold(t().app, salon, cutWith(salon, '2026-03-04T14:00:00+01:00'), 'someone-else');
    expect(other.status).toBe(201);
  });

  it('keeps their hold when the new time is refused, so they never end up with none', async () => {
    const own = heldIn((await hold(t().app, salon, cutWith(salon, '2026-03-05T10:00:00+01:00'))).body);
    expect((await hold(t().app, salon, cutWith(salon, '2026-03-05T12:00:00+01:00'), 'someone-else')).status).toBe(201);
    const refused = await hold(t().app, salon, cutWith(salon, '2026-03-05T12:00:00+01:00', { replaces: own.token }));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: { code: 'slot_taken' } });
    expect(await anaTimes(salon, '2026-03-05')).not.toContain('10:00');
    const booked = await book(t().app, salon, cutWith(salon, '2026-03-05T10:00:00+01:00', { hold_token: own.token }));
    expect(booked.status).toBe(201);
  });

  it('replaces nothing with a token that holds nothing here (booked, or made up)', async () => {
    const made = 'a'.repeat(43);
    const placed = await hold(t().app, salon, cutWith(salon, '2026-03-05T15:00:00+01:00', { replaces: made }));
    expect(placed.status).toBe(201);
  });
});

describe('visitors behind one carrier address, with the default limits', () => {
  it('lets 50 of them each hold a time, change their mind once, and book', async () => {
    const carrier = await createTestSalon(t().db, 'carrier-salon');
    const app = appOver(t().db, t().clock, DEFAULT_RATE_LIMITS);
    const days = ['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-09', '2026-03-10'];
    const employees = [carrier.employees.ana, carrier.employees.ben];
    const visitors = Array.from({ length: 50 }, (_, i) => ({
      day: days[i % 5],
      employee: employees[Math.floor(i / 5) % 2],
      hour: 9 + Math.floor(i / 10),
      contact: { ...CONTACT, email: `visitor${i}@example.com`, phone: `+49 30 1234${String(i).padStart(4, '0')}` },
    }));
    const statuses: number[] = [];
    for (const v of visitors) {
      const at = (minute: string) =>
        bookingBody(carrier, {
          start: `${v.day}T${String(v.hour).padStart(2, '0')}:${minute}:00+01:00`,
          employee_id: v.employee,
        });
      const first = await hold(app, carrier, at('00'), 'carrier-address');
      const second = await hold(app, carrier, { ...at('20'), replaces: heldIn(first.body).token }, 'carrier-address');
      const token = heldIn(second.body).token;
      const booked = await book(
        app,
        carrier,
        { ...at('20'), hold_token: token, contact: v.contact },
        {
          client: 'carrier-address',
        },
      );
      statuses.push(first.status, second.status, booked.status);
    }
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    const [row] = await t().db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM appointments WHERE organization_id = $1 AND status = 'booked'`,
      [carrier.organizationId],
    );
    expect(row?.count).toBe(50);
  });
});

describe('the cap of live holds per branch', () => {
  it('past it, the time is checked but not kept; the booking made without a hold still cannot overlap', async () => {
    const busy = await createTestSalon(t().db, 'capped-salon');
    const app = appOver(t().db, t().clock, { ...TEST_LIMITS, maxLiveHoldsPerBranch: 2 });
    const at = (time: string, extra: Record<string, unknown> = {}) =>
      cutWith(busy, `2026-03-04T${time}:00+01:00`, extra);
    const kept = heldIn((await hold(app, busy, at('10:00'), 'a')).body);
    expect((await hold(app, busy, at('11:00'), 'b')).status).toBe(201);

    const third = await hold(app, busy, at('12:00'), 'c');
    expect(third.status).toBe(200);
    expect(heldIn(third.body)).toMatchObject({
      token: null,
      expires_at: null,
      start: '2026-03-04T12:00:00+01:00[Europe/Berlin]',
      employee: { id: busy.employees.ana },
    });
    // Not kept: the time stays free for everyone, so two visitors can reach the booking with it.
    expect(await anaTimes(busy, '2026-03-04')).toContain('12:00');
    expect((await hold(app, busy, at('12:00'), 'd')).status).toBe(200);
    expect((await book(app, busy, at('12:00'), { client: 'c' })).status).toBe(201);
    const late = await book(app, busy, at('12:00', { contact: { ...CONTACT, email: 'd@example.com' } }), {
      client: 'd',
    });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: { code: 'slot_taken' } });

    // A visitor at the cap who moves their own hold keeps one: theirs no longer counts.
    const moved = await hold(app, busy, at('10:30', { replaces: kept.token }), 'a');
    expect(moved.status).toBe(201);
    // A hold booked or run out no longer counts either.
    t().clock.advance(10 * 60_000);
    expect((await hold(app, busy, at('15:00'), 'e')).status).toBe(201);
  });
});
