import { afterAll, beforeAll } from '@rstest/core';
import { createApp } from '../../src/app';
import type { Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';
import { createTestDb } from './test-db';

export const ALLOWED_ORIGIN = 'http://localhost:3001';

/** A clock the test moves by hand; it starts at the real time. */
export function testClock() {
  let current = Date.now();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

export type TestApp = { app: ReturnType<typeof createApp>; db: Db; clock: ReturnType<typeof testClock> };

/** The app over a fresh database with every migration and the demo seed. */
export async function startTestApp(): Promise<TestApp> {
  const db = await createTestDb();
  await migrate(db);
  await seed(db);
  const clock = testClock();
  return { app: createApp({ db, corsOrigins: [ALLOWED_ORIGIN], now: clock.now }), db, clock };
}

/** One app and database per test file, closed after it: `const t = useTestApp()`, then `t().app`. */
export function useTestApp(): () => TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await startTestApp();
  });
  afterAll(() => current?.db.close());
  return () => {
    if (!current) throw new Error('useTestApp: the app is created in beforeAll');
    return current;
  };
}

/** A request through the app in-process, with the body read as JSON when there is one. */
export async function call(app: TestApp['app'], path: string, init: RequestInit = {}) {
  const response = await app.request(path, init);
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: text ? (JSON.parse(text) as unknown) : null,
  };
}
