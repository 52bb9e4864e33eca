import { DEMO_STAFF, staffSignIn } from '../pages/staff-sign-in';
import { axeViolations, expect, test } from '../support/test';

/**
 * Staff open the sign-in cold from a bookmark: the shell's server draws it with the staff
 * remote's own renderer, so it reads before any script runs, and the app takes it over.
 */

test.describe('with JavaScript off', () => {
  test.use({ awaitTakeOver: false, javaScriptEnabled: false });

  test('the staff sign-in arrives drawn, in the staff frame', async ({ page }) => {
    const response = await page.goto('/staff');

    expect(response?.status()).toBe(200);
    await expect(page.locator('#root[data-server-drawn]')).toBeAttached();
    await expect(page).toHaveTitle('Sign in · Staff calendar');
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
});

test.describe('in German', () => {
  test.use({ awaitTakeOver: false, javaScriptEnabled: false, uiLocale: 'de' });

  test('the sign-in is drawn in the language of the cookie', async ({ page }) => {
    await page.goto('/staff');

    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  });
});

test('signing in on the drawn page works once the app has taken it over, and axe finds nothing', async ({ page }) => {
  const response = await page.goto('/staff');
  expect(await response?.text()).toContain('id="staff-email"');

  expect(await axeViolations(page)).toEqual([]);
  await staffSignIn(page).signInAndWait(DEMO_STAFF);
});
