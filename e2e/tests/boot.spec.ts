import { layout } from '../pages/layout';
import { merchantNotFound, pageNotFound } from '../pages/message-screens';
import { DEMO_STAFF, staffSignIn } from '../pages/staff-sign-in';
import { PORTS, urlOf } from '../support/ports';
import { dateIn, signInStaff } from '../support/staff-calendar-data';
import { expect, test } from '../support/test';

const RESTAURANT_STAFF = { email: 'staff@demo-restaurant.test', password: 'demo-restaurant-staff' } as const;

/** SPEC sections 2 and 4: which screen each address boots into, per vertical. */

test.describe('beauty merchant demo-salon', () => {
  test('lists both branches as links on /demo-salon', async ({ page }) => {
    await page.goto('/demo-salon');

    await expect(page.getByRole('heading', { level: 1, name: 'Choose a location' })).toBeVisible();
    const branches = page.getByRole('main').getByRole('link');
    await expect(branches).toHaveCount(2);
    await expect(branches.filter({ hasText: 'Studio Lumen Mitte' })).toHaveAttribute('href', '/demo-salon/mitte');
    await expect(branches.filter({ hasText: 'Studio Lumen Altona' })).toHaveAttribute('href', '/demo-salon/altona');
    await expect(page).toHaveTitle('Choose a location · Studio Lumen');
  });

  test("choosing a branch opens its booking page listing that branch's services priced in euros", async ({ page }) => {
    await page.goto('/demo-salon');
    await page.getByRole('link', { name: 'Studio Lumen Altona' }).click();

    await expect(page).toHaveURL('/demo-salon/altona/book');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your services' })).toBeVisible();
    // Named by service, description, duration and price (descriptions shown).
    await expect(page.getByRole('checkbox', { name: /^Damenhaarschnitt & Föhnen .* 1 hr €65\.00$/ })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Ansatzfarbe .* 1 hr 30 min €85\.00$/ })).toBeVisible();
    // Balayage is offered in Mitte only.
    await expect(page.getByRole('checkbox', { name: 'Balayage' })).toHaveCount(0);
    await expect(page).toHaveTitle('Book an appointment · Studio Lumen');
  });

  test('/demo-salon/mitte redirects to /demo-salon/mitte/book', async ({ page }) => {
    await page.goto('/demo-salon/mitte');

    await expect(page).toHaveURL('/demo-salon/mitte/book');
    await expect(page.getByRole('checkbox', { name: /^Balayage .* 3 hr €190\.00$/ })).toBeVisible();
  });

  test.describe('in German', () => {
    test.use({ uiLocale: 'de' });

    test('formats the same prices the German way ("65,00 €")', async ({ page }) => {
      await page.goto('/demo-salon/mitte/book');

      await expect(page.getByRole('heading', { level: 1, name: 'Wählen Sie Ihre Leistungen' })).toBeVisible();
      await expect(
        page.getByRole('checkbox', { name: /^Damenhaarschnitt & Föhnen .* 1 Std\. 65,00 €$/ }),
      ).toBeVisible();
      await expect(page).toHaveTitle('Termin buchen · Studio Lumen');
    });
  });
});

test.describe('gastro merchant demo-restaurant', () => {
  test('goes from /demo-restaurant straight to the reservation at its only branch: nothing to choose', async ({
    page,
  }) => {
    const served = await page.goto('/demo-restaurant');

    expect(served?.status()).toBe(200);
    await expect(page).toHaveURL('/demo-restaurant/kreuzberg/reserve');
    await expect(page.getByRole('heading', { level: 1, name: 'When would you like to come?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose a location' })).toHaveCount(0);
  });

  test('the logo leads a guest of a one-branch restaurant back to the reservation, not to a choice of one', async ({
    page,
  }) => {
    await page.goto('/demo-restaurant/unavailable');
    await page.getByRole('banner').getByRole('link').first().click();

    await expect(page).toHaveURL('/demo-restaurant/kreuzberg/reserve');
    await expect(page.getByRole('heading', { level: 1, name: 'When would you like to come?' })).toBeVisible();
  });

  test('/demo-restaurant/kreuzberg redirects to the reservation page asking for date and number of guests', async ({
    page,
  }) => {
    await page.goto('/demo-restaurant/kreuzberg');

    await expect(page).toHaveURL('/demo-restaurant/kreuzberg/reserve');
    await expect(page.getByLabel('Date')).toBeVisible();
    await expect(page.getByLabel('Number of guests')).toBeVisible();
    await expect(page).toHaveTitle('Reserve a table · Kiezküche Kreuzberg');
  });

  test('/demo-restaurant/unavailable says online reservation is unavailable', async ({ page }) => {
    await page.goto('/demo-restaurant/unavailable');

    await expect(
      page.getByText('Online reservation is currently unavailable, please contact the restaurant directly.'),
    ).toBeVisible();
    await expect(page).toHaveTitle('Online reservation unavailable · Kiezküche Kreuzberg');
  });
});

test.describe('merchant_not_found', () => {
  for (const [situation, path] of [
    ['a merchant whose page is not activated', '/demo-closed'],
    ['an unknown organization', '/no-such-organization'],
    ['no organization at all', '/'],
  ] as const) {
    test(`is shown in the blank layout, without header but with the footer, for ${situation} (${path})`, async ({
      page,
    }) => {
      await page.goto(path);

      await expect(merchantNotFound(page)).toBeVisible();
      await expect(layout(page).header).toHaveCount(0);
      await expect(layout(page).anyLogoLink).toHaveCount(0);
      await expect(layout(page).footer).toBeVisible();
      await expect(layout(page).termsLink).toBeVisible();
      await expect(page).toHaveTitle('Booking page not found · Online booking');
    });
  }
});

test.describe('not_found', () => {
  test("is shown inside the merchant's layout for an unknown deep path", async ({ page }) => {
    await page.goto('/demo-salon/mitte/nope/deeper');

    await expect(pageNotFound(page)).toBeVisible();
    await expect(layout(page).logoLink('Studio Lumen')).toBeVisible();
    await expect(layout(page).termsLink).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Studio Lumen');
  });

  test("is shown inside the merchant's layout for an unknown branch", async ({ page }) => {
    await page.goto('/demo-salon/no-such-branch/book');

    await expect(pageNotFound(page)).toBeVisible();
    await expect(layout(page).logoLink('Studio Lumen')).toBeVisible();
    await expect(layout(page).termsLink).toBeVisible();
  });

  test('titles the tab "Page not found" for an unknown branch', async ({ page }) => {
    await page.goto('/demo-salon/no-such-branch/book');

    await expect(pageNotFound(page)).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Studio Lumen');
  });
});

test.describe('staff area', () => {
  // The API hashes one sign-in per client address at a time and answers a second one
  // meanwhile with 429 "Try again in 1 second"; these sign-ins all come from this machine's
  // browser, so they take turns instead of failing each other on a busy machine.
  test.describe.configure({ mode: 'default' });

  test('/staff shows the sign-in form', async ({ page }) => {
    await page.goto('/staff');

    const form = staffSignIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(form.email).toBeEditable();
    await expect(form.password).toHaveAttribute('type', 'password');
    await expect(form.submit).toBeEnabled();
    await expect(page).toHaveTitle('Sign in · Staff calendar');
  });

  test('refuses a wrong password with "Invalid password"', async ({ page }) => {
    await page.goto('/staff');
    const form = staffSignIn(page);

    await form.signInWith({ email: DEMO_STAFF.email, password: 'not-the-password' });

    await expect(form.formError).toHaveText('Invalid password');
    await expect(form.password).toHaveAttribute('aria-invalid', 'true');
    await expect(form.password).toHaveAccessibleDescription('Invalid password');
  });

  test('refuses an unknown email with "User with this email does not exist"', async ({ page }) => {
    await page.goto('/staff');
    const form = staffSignIn(page);

    await form.signInWith({ email: 'nobody@demo-salon.test', password: DEMO_STAFF.password });

    await expect(form.formError).toHaveText('User with this email does not exist');
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.email).toHaveAccessibleDescription('User with this email does not exist');
  });

  test('an empty submit marks both fields "Required field" and asks to "Correct all marked fields"', async ({
    page,
  }) => {
    await page.goto('/staff');
    const form = staffSignIn(page);

    await form.submit.click();

    await expect(form.formError).toHaveText('Correct all marked fields');
    for (const field of [form.email, form.password]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('Required field');
    }
  });

  test('a first sign-in (no branch chosen yet) reaches "Choose a branch"', async ({ page }) => {
    // The restaurant's staff: no other test chooses a branch for them, so none is remembered.
    await page.goto('/staff');

    await staffSignIn(page).signInWith(RESTAURANT_STAFF);

    await expect(page).toHaveURL('/staff/branches');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a branch' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Kiezküche Kreuzberg' })).toBeVisible();
    await expect(page).toHaveTitle('Choose a branch · Staff calendar');
  });

  test("with a remembered branch the demo login opens that branch's day view; the branches stay a click away", async ({
    page,
  }) => {
    // Mitte remembered as an earlier choice would leave it, then sign in afresh through the form.
    await signInStaff(page.request);
    const chosen = await page.request.put(`${urlOf(PORTS.api)}/v0/staff/session/branch`, {
      data: { branch: 'mitte' },
      headers: { origin: urlOf(PORTS.shell) },
    });
    expect(chosen.ok()).toBe(true);
    await page.context().clearCookies();
    await page.goto('/staff');

    await staffSignIn(page).signInWith(DEMO_STAFF);

    await expect(page).toHaveURL(`/staff/mitte/day/${dateIn(0)}`);
    await expect(page).toHaveTitle('Day · Staff calendar');
    await page.getByRole('link', { name: 'Change branch' }).click();
    await expect(page).toHaveURL('/staff/branches');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a branch' })).toBeVisible();
    const branches = page.getByRole('main').getByRole('listitem');
    await expect(branches).toHaveCount(2);
    await expect(branches.filter({ hasText: 'Studio Lumen Mitte' })).toBeVisible();
    await expect(branches.filter({ hasText: 'Studio Lumen Altona' })).toBeVisible();
  });
});
