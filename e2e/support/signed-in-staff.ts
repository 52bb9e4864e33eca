import type { Cookie } from '@playwright/test';
import { SALON_OWNER } from '../pages/staff-sign-in';
import { RESTAURANT_STAFF } from './host-stand-data';
import { signInStaff } from './staff-calendar-data';
import { test as base } from './test';

/**
 * Tests that start signed in as the demo salon's staff: one staff session per worker, its
 * cookie given to each test's browser. A sign-in per test would keep the API's per-address
 * hashing slot busy for the sign-in tests of boot.spec.ts (decision 0022).
 */
export const signedInTest = signedInAs();

/** The same, signed in as the demo restaurant's staff (the host stand). */
export const signedInRestaurantTest = signedInAs(RESTAURANT_STAFF);

/** The same, signed in as the demo salon's owner (the settings). */
export const signedInOwnerTest = signedInAs(SALON_OWNER);

function signedInAs(credentials?: { email: string; password: string }) {
  return base.extend<{ signedIn: undefined }, { staffCookies: Cookie[] }>({
    staffCookies: [
      async ({ playwright }, use) => {
        const request = await playwright.request.newContext();
        await signInStaff(request, credentials);
        const { cookies } = await request.storageState();
        await request.dispose();
        await use(cookies);
      },
      { scope: 'worker' },
    ],
    signedIn: [
      async ({ context, staffCookies }, use) => {
        await context.addCookies(staffCookies);
        await use(undefined);
      },
      { auto: true },
    ],
  });
}
