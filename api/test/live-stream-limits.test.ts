import { beforeAll, describe, expect, it } from '@rstest/core';
import { openEventStream } from './helpers/event-stream';
import { type StaffSalon, staffSalon } from './helpers/staff-calls';
import { ALLOWED_ORIGIN, appOver, call, TEST_LIMITS, TEST_SIGN_IN_LIMITS, useTestApp } from './helpers/test-app';
import { TEST_NOW } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let salon: StaffSalon;
let otherSalon: StaffSalon;
beforeAll(async () => {
  salon = await staffSalon(t().app, t().db, 'streams');
  otherSalon = await staffSalon(t().app, t().db, 'other-streams');
});

type App = ReturnType<typeof appOver>;
const open = (app: App, cookie: string) =>
  openEventStream(app, `/v0/staff/branches/${salon.branch}/events`, { cookie });

const openAt = (app: App, at: StaffSalon) =>
  openEventStream(app, `/v0/staff/branches/${at.branch}/events`, { cookie: at.cookie });

/** Another session of the same staff member (another browser). */
async function signInAgain(app: App): Promise<string> {
  const signedIn = await call(app, '/v0/staff/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ALLOWED_ORIGIN },
    body: JSON.stringify({ email: 'staff@streams.test', password: 'secret' }),
  });
  return signedIn.headers.get('set-cookie')?.split(';')[0] ?? '';
}

describe('open live streams', () => {
  it('are at most 10 per session: the 11th is refused with 429 and Retry-After until one closes', async () => {
    const app = appOver(t().db, t().clock);
    const streams = [];
    for (let i = 0; i < 10; i++) {
      const stream = await open(app, salon.cookie);
      expect(stream.status).toBe(200);
      streams.push(stream);
    }
    try {
      const eleventh = await open(app, salon.cookie);
      expect(eleventh.status).toBe(429);
      expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another session of the same person has its own ten.
      const other = await open(app, await signInAgain(app));
      expect(other.status).toBe(200);
      await other.close();

      await streams.shift()?.close();
      const again = await open(app, salon.cookie);
      expect(again.status).toBe(200);
      streams.push(again);
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });

  it('are bounded per process too, over all sessions', async () => {
    const app = appOver(t().db, t().clock, TEST_LIMITS, TEST_SIGN_IN_LIMITS, {
      liveStreams: { perSession: 10, perOrganization: 10, total: 3 },
    });
    const second = await signInAgain(app);
    const streams = [await open(app, salon.cookie), await open(app, salon.cookie), await open(app, second)];
    try {
      expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200]);
      const refused = await open(app, second);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).not.toBeNull();
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });

  it("are bounded per organization: one merchant's full share leaves another merchant's streams open", async () => {
    const app = appOver(t().db, t().clock, TEST_LIMITS, TEST_SIGN_IN_LIMITS, {
      liveStreams: { perSession: 10, perOrganization: 3, total: 6 },
    });
    const second = await signInAgain(app);
    const streams = [await open(app, salon.cookie), await open(app, salon.cookie), await open(app, second)];
    try {
      expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200]);
      // The share is the organization's, whichever session or account asks.
      const refused = await open(app, await signInAgain(app));
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).not.toBeNull();

      const others = [];
      for (let i = 0; i < 3; i++) others.push(await openAt(app, otherSalon));
      streams.push(...others);
      expect(others.map((stream) => stream.status)).toEqual([200, 200, 200]);
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });
});
