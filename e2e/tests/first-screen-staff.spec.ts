import type { Page } from '@playwright/test';
import { DEMO_STAFF, staffSignIn } from '../pages/staff-sign-in';
import { holdRemote } from '../support/hold-remote';
import { recordLayoutShifts } from '../support/layout-shifts';
import { failOnPageErrors } from '../support/page-errors';
import { PORTS, urlOf } from '../support/ports';
import { axeViolations, expect, test } from '../support/test';

/**
 * Staff open the sign-in cold from a bookmark: the shell's server draws it in the app's own tree
 * with the staff remote's routes, so it reads before any script runs, and the app hydrates it
 * (docs/decisions/0070, 0072). The staff session is a cookie of the API's origin the server
 * never sees: the browser checks it once the page is hydrated.
 */

const takenOver = (page: Page) => page.locator('#root:not([data-server-drawn])');

const SESSION = `${urlOf(PORTS.api)}/v0/staff/session`;

// These tests are about the server's page before the app takes it over.
test.use({ awaitTakeOver: false });

test.describe('without any error or mismatch', () => {
  // The browser asks for the staff session on the sign-in: signed out, the API's 401 is its answer.
  failOnPageErrors(test, [SESSION]);

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the staff sign-in arrives drawn, in the staff frame', async ({ page }) => {
      const response = await page.goto('/staff');

      expect(response?.status()).toBe(200);
      await expect(page.locator('#root[data-server-drawn]')).toBeAttached();
      await expect(page).toHaveTitle('Sign in · Staff calendar');
      await expect(page.getByRole('banner')).toContainText('Staff calendar');
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      const form = staffSignIn(page);
      await expect(form.email).toBeVisible();
      await expect(form.password).toBeVisible();
      await expect(form.submit).toBeVisible();
      await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
        'href',
        '/staff/forgot-password',
      );
    });

    test.describe('in German', () => {
      test.use({ uiLocale: 'de' });

      test('the sign-in is drawn in the language of the cookie', async ({ page }) => {
        await page.goto('/staff');

        await expect(page.locator('html')).toHaveAttribute('lang', 'de');
        await expect(page).toHaveTitle('Anmelden · Mitarbeiterkalender');
        await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
      });
    });
  });

  test('the app hydrates the drawn sign-in in place, without a mismatch or a layout shift, keeping what was typed', async ({
    page,
  }) => {
    const layoutShift = await recordLayoutShifts(page);
    const configurationRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v0/configurations/') || request.url().endsWith('/env.json')) {
        configurationRequests.push(request.url());
      }
    });
    const release = await holdRemote(page, PORTS.staff);
    const response = await page.goto('/staff');
    expect(await response?.text()).toContain('id="booking-boot"');
    const heading = page.getByRole('main').getByRole('heading', { level: 1, name: 'Sign in' });
    await heading.evaluate((element) => Object.assign(element, { __drawnByServer: true }));
    const form = staffSignIn(page);
    await form.email.fill(DEMO_STAFF.email);
    // Once hydrated, the browser asks whether the member is signed in already (they are not).
    const sessionChecked = page.waitForResponse(
      (answer) => answer.url() === SESSION && answer.request().method() === 'GET',
    );
    release();

    await expect(takenOver(page)).toBeAttached();
    expect((await sessionChecked).status()).toBe(401);
    expect(await heading.evaluate((element) => '__drawnByServer' in element)).toBe(true);
    await expect(form.email).toHaveValue(DEMO_STAFF.email);
    expect(await layoutShift()).toBe(0);
    expect(configurationRequests).toEqual([]);

    await form.password.fill(DEMO_STAFF.password);
    await form.submit.click();
    await expect(
      page
        .getByRole('link', { name: 'Change branch' })
        .or(page.getByRole('heading', { level: 1, name: 'Choose a branch' })),
    ).toBeVisible();
  });

  test('a member already signed in who opens the sign-in goes on to the calendar', async ({ page }) => {
    await page.goto('/staff');
    await takenOver(page).waitFor({ state: 'attached' });
    await staffSignIn(page).signInAndWait(DEMO_STAFF);

    const response = await page.goto('/staff');

    // The server drew the sign-in (it cannot see the session); the browser sends the member on.
    expect(await response?.text()).toContain('data-server-drawn');
    await expect(
      page
        .getByRole('link', { name: 'Change branch' })
        .or(page.getByRole('heading', { level: 1, name: 'Choose a branch' })),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/\/staff$/);
  });
});

// axe injects its own inline styles, which the product's Content-Security-Policy refuses (and logs).
test('axe finds nothing on the drawn sign-in, before and after the app takes it over', async ({ page }) => {
  const release = await holdRemote(page, PORTS.staff);
  await page.goto('/staff');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  release();

  await expect(takenOver(page)).toBeAttached();
  expect(await axeViolations(page)).toEqual([]);
});
