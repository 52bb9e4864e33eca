import { afterAll, beforeAll } from '@rstest/core';
import { type AppDeps, createApp } from '../../src/app';
import { TEST_PASSWORD_COST } from '../../src/auth/password';
import type { SignInLimitRules } from '../../src/auth/sign-in-limits';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';
import type { RateLimits } from '../../src/http/rate-limiter';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimitRules } from '../../src/images/upload-limits';
import { createTestDb, type TestDb } from './test-db';

export const ALLOWED_ORIGIN = 'http://localhost:3001';
/** Requests name their client in this header, so tests choose whose rate limit they use. */
export const CLIENT_HEADER = 'x-test-client';

/** Generous enough that only the tests about limits ever meet one. */
export const TEST_LIMITS: RateLimits = {
  holds: { capacity: 10_000, windowMs: 60_000 },
  bookings: { capacity: 10_000, windowMs: 60_000 },
  contacts: { capacity: 10_000, windowMs: 60_000 },
  maxLiveHoldsPerBranch: 10_000,
};

/** The tests' own sandbox secret, so a test can sign a webhook as the provider would. */
export const TEST_SANDBOX_SECRET = 'test-sandbox-secret';

/** Seeded staff passwords are hashed cheaply: the cost itself is tested in password.test.ts. */
export { TEST_PASSWORD_COST } from '../../src/auth/password';

/** Sign-in limits only the tests about them meet. */
export const TEST_SIGN_IN_LIMITS: SignInLimitRules = {
  perClient: { capacity: 10_000, windowMs: 60_000 },
  perAccount: { capacity: 10_000, windowMs: 60_000 },
  perDevice: { capacity: 10_000, windowMs: 60_000 },
};

/** Uploads at any rate (the quota and the decode queue as in production): only the tests about the rate meet it. */
export const TEST_UPLOAD_LIMITS: UploadLimitRules = {
  ...DEFAULT_UPLOAD_LIMITS,
  perOrganization: { capacity: 10_000, windowMs: 60_000 },
};

/** A clock the test moves by hand; it starts at the real time unless told otherwise. */
export function testClock(start: Date = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
    set: (date: Date) => {
      current = date.getTime();
    },
  };
}

export type TestAppOptions = { now?: Date; limits?: RateLimits; signInLimits?: SignInLimitRules };
export type TestClock = ReturnType<typeof testClock>;

export function appOver(
  db: TestDb,
  clock: TestClock,
  limits: RateLimits = TEST_LIMITS,
  signInLimits: SignInLimitRules = TEST_SIGN_IN_LIMITS,
  more: Partial<AppDeps> = {},
) {
  return createApp({
    db,
    corsOrigins: [ALLOWED_ORIGIN],
    now: clock.now,
    limits,
    signInLimits,
    passwordCost: TEST_PASSWORD_COST,
    clientKey: (c) => c.req.header(CLIENT_HEADER) ?? 'test-client',
    payments: { secret: TEST_SANDBOX_SECRET, publicUrl: 'http://localhost:4000' },
    uploadLimits: TEST_UPLOAD_LIMITS,
    ...more,
  });
}

export type TestApp = { app: ReturnType<typeof createApp>; db: TestDb; clock: TestClock };

/** The app over a fresh database with every migration and the demo seed. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = await createTestDb();
  await migrate(db);
  const clock = testClock(options.now);
  await seed(db, undefined, clock.now(), TEST_PASSWORD_COST);
  return { app: appOver(db, clock, options.limits, options.signInLimits), db, clock };
}

/** One app and database per test file, closed after it: `const t = useTestApp()`, then `t().app`. */
export function useTestApp(options: TestAppOptions = {}): () => TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await startTestApp(options);
  });
  afterAll(() => current?.db.close());
  return () => {
    if (!current) throw new Error('useTestApp: the app is created in beforeAll');
    return current;
  };
}

/** A request through the app in-process, with the body read as JSON when it is JSON (an .ics is not). */
export async function call(app: TestApp['app'], path: string, init: RequestInit = {}) {
  const response = await app.request(path, init);
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: text && response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : null,
  };
}
