import { errorBodySchema } from '@booking/shared/contract/error-body';
import { describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { createApp } from '../src/app';
import { hashPassword } from '../src/auth/password';
import { findOrganizationBySlug } from '../src/db/organization-repo';
import { insertStaffUser } from '../src/db/staff-user-repo';
import { ALLOWED_ORIGIN, CLIENT_HEADER, call, TEST_PASSWORD_COST, testClock, useTestApp } from './helpers/test-app';

const t = useTestApp({
  signInLimits: {
    perClient: { capacity: 3, windowMs: 60_000 },
    perAccount: { capacity: 4, windowMs: 60_000 },
    perDevice: { capacity: 4, windowMs: 60_000 },
  },
});

const signInFrom = (app: ReturnType<typeof createApp>, client: string, body: { email: string; password: string }) =>
  call(app, '/v0/staff/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ALLOWED_ORIGIN, [CLIENT_HEADER]: client },
    body: JSON.stringify(body),
  });
const salonStaff = { email: 'staff@demo-salon.test', password: 'demo-salon-staff' };

describe('sign-in limits', () => {
  it('answers 429 with Retry-After once a client address has used its attempts', async () => {
    const app = t().app;
    for (let i = 0; i < 3; i++) {
      expect((await signInFrom(app, 'flooder', { ...salonStaff, password: `wrong-${i}` })).status).toBe(401);
    }
    const refused = await signInFrom(app, 'flooder', salonStaff);
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(z.parse(errorBodySchema, refused.body)).toEqual({
      error: { code: 'rate_limited', params: { retry_after_seconds: seconds } },
    });
    // Another address is not affected, and the wait ends.
    expect((await signInFrom(app, 'colleague', salonStaff)).status).toBe(200);
    t().clock.advance(seconds * 1000);
    expect((await signInFrom(app, 'flooder', salonStaff)).status).toBe(200);
  });

  it('counts failures only: a client signing in again and again never meets the limit', async () => {
    for (let i = 0; i < 6; i++) expect((await signInFrom(t().app, 'busy-reception', salonStaff)).status).toBe(200);
  });

  it('limits attempts on one account from many addresses, known and unknown emails alike', async () => {
    const app = t().app;
    for (const account of ['staff@demo-restaurant.test', 'nobody@demo-salon.test']) {
      for (let i = 0; i < 4; i++) {
        expect((await signInFrom(app, `spread-${account}-${i}`, { email: account, password: 'x' })).status).toBe(401);
      }
      const refused = await signInFrom(app, `spread-${account}-last`, { email: account, password: 'x' });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).not.toBeNull();
    }
  });
});

describe('sign-in under a flood', () => {
  it('lets another client sign in while one address sends many wrong passwords at once', async () => {
    // Full-ish cost, so hashes overlap; one hash at a time, as on a busy small machine.
    const cost = { N: 2 ** 14, r: 8, p: 1 };
    const app = createApp({
      db: t().db,
      corsOrigins: [ALLOWED_ORIGIN],
      now: testClock().now,
      passwordCost: cost,
      hashing: { concurrent: 1, queued: 4 },
      clientKey: (c) => c.req.header(CLIENT_HEADER) ?? 'unknown',
    });
    // Guesses at another account: guesses at the same one are the account limit's case.
    const flood = Array.from({ length: 24 }, (_, i) =>
      signInFrom(app, 'flood', { email: 'staff@demo-restaurant.test', password: `guess-${i}` }),
    );
    const real = signInFrom(app, 'reception', salonStaff);
    const [answers, signedIn] = [await Promise.all(flood), await real];
    expect(signedIn.status).toBe(200);
    // The flood gets at most the hashing share of one client: almost all of it is refused
    // at once, before any hashing, not queued in front of the reception.
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(20);
    for (const answer of refused) expect(answer.headers.get('retry-after')).not.toBeNull();
  });
});

describe('sessions per account', () => {
  it('keeps 10 sessions of one account: the 11th sign-in ends the oldest', async () => {
    const org = await findOrganizationBySlug(t().db, 'demo-salon');
    if (!org) throw new Error('demo-salon is seeded');
    const account = { email: 'many-tabs@demo-salon.test', password: 'many-tabs' };
    await insertStaffUser(t().db, {
      organizationId: org.id,
      email: account.email,
      name: 'Many tabs',
      passwordHash: await hashPassword(account.password, TEST_PASSWORD_COST),
    });
    const cookies: string[] = [];
    for (let i = 0; i < 11; i++) {
      const signedIn = await signInFrom(t().app, `device-${i}`, account);
      expect(signedIn.status).toBe(200);
      cookies.push(signedIn.headers.get('set-cookie')?.split(';')[0] ?? '');
      t().clock.advance(1000);
    }
    const statuses = [];
    for (const cookie of cookies)
      statuses.push((await call(t().app, '/v0/staff/session', { headers: { cookie } })).status);
    expect(statuses).toEqual([401, ...Array(10).fill(200)]);
    const [sessions] = await t().db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM staff_sessions s JOIN staff_users u ON u.id = s.staff_user_id
        WHERE u.email = $1`,
      [account.email],
    );
    expect(sessions?.count).toBe(10);
  });
});

describe('equal cost of failures', () => {
  it('takes as long for an unknown email as for a wrong password (medians within a factor of 2)', async () => {
    const cost = { N: 2 ** 14, r: 8, p: 1 };
    const org = await findOrganizationBySlug(t().db, 'demo-salon');
    if (!org) throw new Error('demo-salon is seeded');
    await insertStaffUser(t().db, {
      organizationId: org.id,
      email: 'timing@demo-salon.test',
      name: 'Timing',
      passwordHash: await hashPassword('right', cost),
    });
    const app = createApp({
      db: t().db,
      corsOrigins: [ALLOWED_ORIGIN],
      now: testClock().now,
      passwordCost: cost,
      clientKey: (c) => c.req.header(CLIENT_HEADER) ?? 'unknown',
      signInLimits: {
        perClient: { capacity: 1000, windowMs: 60_000 },
        perAccount: { capacity: 1000, windowMs: 60_000 },
        perDevice: { capacity: 1000, windowMs: 60_000 },
      },
    });
    const timed = async (email: string) => {
      const started = performance.now();
      const { status } = await signInFrom(app, 'timer', { email, password: 'wrong' });
      expect(status).toBe(401);
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so load on the machine affects both alike; the first pair warms up.
    for (let i = 0; i < 12; i++) {
      known.push(await timed('timing@demo-salon.test'));
      unknown.push(await timed(`nobody-${i}@demo-salon.test`));
    }
    const ratio = median(unknown.slice(1)) / median(known.slice(1));
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
