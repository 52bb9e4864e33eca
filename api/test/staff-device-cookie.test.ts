import { describe, expect, it } from '@rstest/core';
import { DEFAULT_SIGN_IN_LIMITS } from '../src/auth/sign-in-limits';
import { ALLOWED_ORIGIN, appOver, CLIENT_HEADER, call, TEST_LIMITS, testClock, useTestApp } from './helpers/test-app';

const t = useTestApp();
const salonStaff = { email: 'staff@demo-salon.test', password: 'demo-salon-staff' };
const restaurantStaff = { email: 'staff@demo-restaurant.test', password: 'demo-restaurant-staff' };

/** A fresh app with the real sign-in limits and its own clock, so every test starts with full budgets. */
function realLimitsApp() {
  const clock = testClock();
  return { app: appOver(t().db, clock, TEST_LIMITS, DEFAULT_SIGN_IN_LIMITS), clock };
}
type App = ReturnType<typeof realLimitsApp>['app'];

/** A sign-in from an address, with the browser's device cookie if it has one. */
async function signIn(app: App, client: string, body: { email: string; password: string }, device?: string) {
  const answer = await call(app, '/v0/staff/session', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ALLOWED_ORIGIN,
      [CLIENT_HEADER]: client,
      ...(device ? { cookie: `staff_device=${device}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const setCookie = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('staff_device='));
  return { ...answer, setCookie, device: setCookie?.split(';')[0]?.slice('staff_device='.length) };
}

describe('the device cookie', () => {
  it('is given at a successful sign-in: HttpOnly, SameSite=Strict, sent only to the sign-in route', async () => {
    const { app } = realLimitsApp();
    const signedIn = await signIn(app, 'reception', salonStaff);
    expect(signedIn.status).toBe(200);
    expect(signedIn.setCookie).toMatch(
      /^staff_device=[\w.~-]+; Max-Age=15552000; Path=\/v0\/staff\/session; HttpOnly; SameSite=Strict$/,
    );
    const secure = appOver(t().db, testClock(), TEST_LIMITS, DEFAULT_SIGN_IN_LIMITS, { secureCookies: true });
    expect((await signIn(secure, 'reception', salonStaff)).setCookie).toMatch(/; Secure; SameSite=Strict$/);
    const failed = await signIn(app, 'reception', { ...salonStaff, password: 'wrong' });
    expect(failed.status).toBe(401);
    expect(failed.setCookie).toBeUndefined();
  });

  it("keeps out an attacker's guesses but not the user who signed in from this browser before", async () => {
    const { app, clock } = realLimitsApp();
    let device = (await signIn(app, 'reception', salonStaff)).device;
    expect(device).toBeDefined();

    // Five wrong passwords, then one guess every 20 s for 7 minutes from three rotating
    // addresses (seven each); the user signs in with the cookie after each of them.
    for (let i = 0; i < 5; i++) await signIn(app, 'attacker-1', { ...salonStaff, password: `guess-${i}` });
    const userAnswers: number[] = [];
    for (let second = 20; second <= 420; second += 20) {
      clock.advance(20_000);
      const guess = await signIn(app, `attacker-${(second / 20) % 3}`, { ...salonStaff, password: `guess-${second}` });
      expect([401, 429]).toContain(guess.status);
      const user = await signIn(app, 'reception', salonStaff, device);
      userAnswers.push(user.status);
      device = user.device ?? device;
    }
    expect(userAnswers).toEqual(Array.from({ length: 21 }, () => 200));

    // The account's anonymous limit still holds: without the cookie, the user waits too.
    expect((await signIn(app, 'reception', salonStaff)).status).toBe(429);
    // With it, at once.
    expect((await signIn(app, 'reception', salonStaff, device)).status).toBe(200);
  });

  it('gives no budget of its own for another account, nor when forged or made by another server', async () => {
    const { app } = realLimitsApp();
    const salonDevice = (await signIn(app, 'reception', salonStaff)).device ?? '';
    for (let i = 0; i < 5; i++) await signIn(app, `attacker-${i}`, { ...restaurantStaff, password: `guess-${i}` });
    // The salon's cookie is not the restaurant account's device.
    expect((await signIn(app, 'reception', restaurantStaff, salonDevice)).status).toBe(429);

    for (let i = 0; i < 5; i++) await signIn(app, `attacker-${i}`, { ...salonStaff, password: `guess-${i}` });
    const [id, issued, nonce] = salonDevice.split('.');
    const forged = `${id}.${issued}.${nonce}.${'A'.repeat(43)}`;
    expect((await signIn(app, 'reception', salonStaff, forged)).status).toBe(429);
    const elsewhere = (await signIn(realLimitsApp().app, 'reception', salonStaff)).device;
    expect((await signIn(app, 'reception', salonStaff, elsewhere)).status).toBe(429);
    expect((await signIn(app, 'reception', salonStaff, salonDevice)).status).toBe(200);
  });

  it('keeps the devices of several accounts that share one browser', async () => {
    const { app } = realLimitsApp();
    const first = (await signIn(app, 'reception', salonStaff)).device;
    const both = (await signIn(app, 'reception', restaurantStaff, first)).device;
    for (let i = 0; i < 5; i++) await signIn(app, `attacker-${i}`, { ...salonStaff, password: `guess-${i}` });
    expect((await signIn(app, 'reception', salonStaff, both)).status).toBe(200);
  });

  it('is limited itself: a cookie holder who keeps failing is anonymous again', async () => {
    const { app } = realLimitsApp();
    const device = (await signIn(app, 'reception', salonStaff)).device;
    for (let i = 0; i < 5; i++) await signIn(app, `attacker-${i}`, { ...salonStaff, password: `guess-${i}` });
    for (let i = 0; i < 5; i++) {
      expect((await signIn(app, 'thief', { ...salonStaff, password: `stolen-${i}` }, device)).status).toBe(401);
    }
    const refused = await signIn(app, 'thief', salonStaff, device);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
