import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Db } from '../src/db/db';
import { createPostgresDb } from '../src/db/postgres-db';
import { availability, book, bookingBody } from './helpers/booking-calls';
import { type CuttableProxy, startCuttableProxy } from './helpers/cuttable-proxy';
import { appOver, call, TEST_LIMITS, TEST_SIGN_IN_LIMITS, useTestApp } from './helpers/test-app';
import { ON_POSTGRES } from './helpers/test-db';
import { createTestSalon, TEST_NOW, type TestSalon } from './helpers/test-salon';
import { within } from './helpers/within';

const t = useTestApp({ now: TEST_NOW });

describe('health', () => {
  it('says the process is live without asking the database', async () => {
    const { status, body } = await call(t().app, '/v0/health');
    expect({ status, body }).toEqual({ status: 200, body: { ok: true } });
  });

  it('says the process is ready when its database answers', async () => {
    const { status, body } = await call(t().app, '/v0/health/ready');
    expect({ status, body }).toEqual({ status: 200, body: { ok: true } });
  });
});

// The timeouts the app under test is given: an outage must be answered within them, not
// after postgres.js' 30-second connect timeout or its endless reconnecting.
const CONNECT_TIMEOUT_S = 1;
const ANSWER_WITHIN_MS = 1000;
/** Well above one connect timeout, far below the hang it guards against. */
const ANSWERED_WITHIN_MS = 3000;
/** How long, at most, the app may take to find the database again after the restore. */
const RECOVERS_WITHIN_MS = 15_000;

const SKIP_REASON = ON_POSTGRES ? '' : ' (skipped: DATABASE_URL is not set, and PGlite runs in the process)';

describe.skipIf(!ON_POSTGRES)(`a database outage, PostgreSQL behind a proxy the test cuts${SKIP_REASON}`, () => {
  let proxy: CuttableProxy;
  let through: Db;
  let app: ReturnType<typeof appOver>;
  let salon: TestSalon;

  beforeAll(async () => {
    const url = new URL(t().db.url ?? '');
    proxy = await startCuttableProxy({ host: url.hostname, port: Number(url.port) });
    through = createPostgresDb(proxy.urlThrough(url.toString()), {
      max: 2,
      connectTimeoutS: CONNECT_TIMEOUT_S,
      answerWithinMs: ANSWER_WITHIN_MS,
    });
    const databaseBreaker = { failures: 2, openMs: 200, now: () => performance.now() };
    app = appOver({ ...through, url: null }, t().clock, TEST_LIMITS, TEST_SIGN_IN_LIMITS, { databaseBreaker });
    salon = await createTestSalon(t().db, 'outage-salon');
  });
  afterAll(async () => {
    proxy.restore();
    await through.close();
    await proxy.close();
  });

  const wednesday = () =>
    availability(app, salon, { services: salon.services.cut, from: '2026-03-04', to: '2026-03-04' });
  /** A request's answer, and whether it came in time (not after a hang). */
  async function timed<T>(request: () => Promise<T>) {
    const started = performance.now();
    const answer = await request();
    return { answer, inTime: performance.now() - started < ANSWERED_WITHIN_MS };
  }

  it('answers 503 with Retry-After while cut, not ready but live, and serves again by itself after', async () => {
    expect((await wednesday()).status).toBe(200);
    proxy.cut();

    for (let i = 0; i < 4; i++) {
      const { answer, inTime } = await timed(wednesday);
      expect({ status: answer.status, body: answer.body, inTime }).toEqual({
        status: 503,
        body: { error: { code: 'unavailable' } },
        inTime: true,
      });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    expect((await call(app, '/v0/health/ready')).status).toBe(503);
    expect((await call(app, '/v0/health')).status).toBe(200);

    proxy.restore();
    const after = await within(RECOVERS_WITHIN_MS, wednesday, ({ status }) => status === 200);
    expect(after.status).toBe(200);
    expect((await call(app, '/v0/health/ready')).status).toBe(200);
  });

  it('books once when a booking refused during the cut is retried with its key after', async () => {
    const key = randomUUID();
    const body = bookingBody(salon, { start: '2026-03-04T11:00:00+01:00' });
    proxy.cut();
    const during = await timed(() => book(app, salon, body, { key }));
    expect({ status: during.answer.status, inTime: during.inTime }).toEqual({ status: 503, inTime: true });

    proxy.restore();
    const retried = await within(
      RECOVERS_WITHIN_MS,
      () => book(app, salon, body, { key }),
      ({ status }) => status !== 503,
    );
    expect(retried.status).toBe(201);
    const again = await book(app, salon, body, { key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await bookedAt('2026-03-04T10:00:00Z')).toBe(1);
  });

  it('answers in time while the server drops every connection (postgres.js reconnects without end), and books once after', async () => {
    const key = randomUUID();
    const body = bookingBody(salon, { start: '2026-03-04T13:00:00+01:00' });
    proxy.cut({ drop: true });
    // The first statement fails at once on its dropped connection; the next ones wait for a
    // connection that postgres.js keeps trying to open.
    expect((await wednesday()).status).toBe(503);
    const during = await timed(() => book(app, salon, body, { key }));
    expect({ status: during.answer.status, inTime: during.inTime }).toEqual({ status: 503, inTime: true });

    proxy.restore();
    expect((await within(RECOVERS_WITHIN_MS, wednesday, ({ status }) => status === 200)).status).toBe(200);
    // Nothing of the request given up on was written once the server was back.
    expect(await bookedAt('2026-03-04T12:00:00Z')).toBe(0);
    expect((await book(app, salon, body, { key })).status).toBe(201);
    expect(await bookedAt('2026-03-04T12:00:00Z')).toBe(1);
  });

  /** How many appointments of the salon start at `start`. */
  async function bookedAt(start: string): Promise<number> {
    const rows = await t().db.query(
      `SELECT 1 FROM appointments
        WHERE organization_id = (SELECT id FROM organizations WHERE slug = $1) AND lower(during) = $2`,
      [salon.slug, new Date(start)],
    );
    return rows.length;
  }
});
