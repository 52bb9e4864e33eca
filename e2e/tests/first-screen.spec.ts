import type { Page } from '@playwright/test';
import { chooseFirstFreeTime, reservation } from '../pages/gastro-reservation';
import { layout } from '../pages/layout';
import { holdEntryScript, holdRemote } from '../support/hold-remote';
import { recordLayoutShifts } from '../support/layout-shifts';
import { failOnPageErrors } from '../support/page-errors';
import { PORTS, urlOf } from '../support/ports';
import { expect, test } from '../support/test';

/**
 * The shell's server draws the first screen as HTML, from the merchant's configuration and the
 * first screen's data, in the visitor's language (docs/decisions/0030); the app then hydrates it
 * in place, without moving anything and without a mismatch (docs/decisions/0070).
 */

const takenOver = (page: Page) => page.locator('#root:not([data-server-drawn])');

// These tests are about the server's page before the app takes it over.
test.use({ awaitTakeOver: false });
failOnPageErrors(test);

test.describe('before any script runs (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  test("the salon's page has its name, banner and branch list with links", async ({ page }) => {
    const response = await page.goto('/demo-salon');
    expect(response?.status()).toBe(200);

    await expect(layout(page).logoLink('Studio Lumen')).toHaveAttribute('href', '/demo-salon');
    await expect(layout(page).bannerImage).toHaveJSProperty('complete', true);
    expect(await layout(page).bannerImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a location' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Studio Lumen Mitte/ })).toHaveAttribute('href', '/demo-salon/mitte');
    await expect(page.getByRole('link', { name: /Studio Lumen Altona/ })).toBeVisible();
    await expect(page).toHaveTitle(/Studio Lumen/);
  });

  test("the services step lists the branch's categories, services and prices", async ({ page }) => {
    await page.goto('/demo-salon/mitte/book');

    await expect(page.getByRole('heading', { level: 1, name: 'Choose your services' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('group')).not.toHaveCount(0);
    const services = main.getByRole('checkbox');
    expect(await services.count()).toBeGreaterThan(3);
    await expect(main.getByText(/€/).first()).toBeVisible();
    await expect(main.getByRole('button', { name: 'Continue' })).toBeVisible();
  });

  test("the restaurant's first step shows its form: party size, days and free times", async ({ page }) => {
    await page.goto('/demo-restaurant/kreuzberg/reserve');
    const form = reservation(page);

    await expect(layout(page).logoLink('Kiezküche Kreuzberg')).toBeVisible();
    await expect(form.partySize).toBeVisible();
    await expect(form.days).toHaveCount(7);
    await expect(form.moreDates).toBeVisible();
  });

  test.describe('for a German visitor', () => {
    test.use({ uiLocale: 'de' });

    test('is drawn in German', async ({ page }) => {
      await page.goto('/demo-salon');

      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 1, name: 'Wählen Sie einen Standort' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Studio Lumen: Startseite' })).toBeVisible();
    });
  });

  test('an unknown merchant answers 404 with the not-found view', async ({ page }) => {
    const response = await page.goto('/no-such-merchant');

    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking page not found' })).toBeVisible();
  });

  test("a merchant's unknown page answers 404 inside the merchant's frame", async ({ page }) => {
    const response = await page.goto('/demo-salon/mitte/no-such-page/really');

    expect(response?.status()).toBe(404);
    await expect(layout(page).logoLink('Studio Lumen')).toBeVisible();
  });
});

/** The time step for the salon's first service, as a link from the services step spells it. */
async function timeStepPath(): Promise<string> {
  const answer = await fetch(`${urlOf(PORTS.api)}/v0/organizations/demo-salon/branches/mitte/services`);
  const { results } = (await answer.json()) as { results: { services: { id: string }[] } };
  return `/demo-salon/mitte/book/time?services=${results.services[0]?.id}`;
}

// The time step's loader runs in the browser too: it gives the tab's draft the URL's choice.
for (const [name, path, remote, loadsAgain] of [
  ['the branch list', '/demo-salon', PORTS.beauty, false],
  ['the services step', '/demo-salon/mitte/book', PORTS.beauty, false],
  ['the time step', timeStepPath, PORTS.beauty, true],
  ['the restaurant details step', '/demo-restaurant/kreuzberg/reserve', PORTS.gastro, false],
] as const) {
  test(`${name}: the app hydrates the drawn page in place, without a mismatch or a layout shift (CLS 0)`, async ({
    page,
  }) => {
    const layoutShift = await recordLayoutShifts(page);
    const configurationRequests: string[] = [];
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v0/configurations/') || request.url().endsWith('/env.json')) {
        configurationRequests.push(request.url());
      }
      if (request.url().startsWith(urlOf(PORTS.api))) apiRequests.push(request.url());
    });
    const release = await holdRemote(page, remote);
    const response = await page.goto(typeof path === 'string' ? path : await path());
    // Drawn by the server: env.json and the configuration are in the page, not fetched again.
    expect(await response?.text()).toContain('id="booking-boot"');
    // Mark the server's heading: hydrated, the app keeps the very element; drawn anew, it would not.
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await heading.evaluate((element) => Object.assign(element, { __drawnByServer: true }));
    release();

    await expect(takenOver(page)).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    expect(await heading.evaluate((element) => '__drawnByServer' in element)).toBe(true);
    expect(await layoutShift()).toBe(0);
    expect(configurationRequests).toEqual([]);
    // The page's data came with it: the app asks the API for none of it again.
    if (!loadsAgain) expect(apiRequests).toEqual([]);
  });
}

test('a service ticked before the app took over stays ticked, and the app counts it', async ({ page }) => {
  const release = await holdRemote(page, PORTS.beauty);
  await page.goto('/demo-salon/mitte/book');
  const first = page.getByRole('main').getByRole('checkbox').first();
  await first.check();
  await expect(page.locator('#root[data-server-drawn]')).toBeAttached();

  release();

  await expect(takenOver(page)).toBeAttached();
  await expect(page.getByRole('main').getByRole('checkbox').first()).toBeChecked();
  await expect(page.getByText('No service chosen yet')).toBeHidden();
});

test('a party size chosen before any script ran stays chosen and is the one reserved for', async ({ page }) => {
  // The app's first script is held back: the guest chooses on the server's page alone.
  const release = await holdEntryScript(page);
  const r = reservation(page);
  // The document is parsed, but its deferred script (held) keeps it from "loaded".
  await page.goto('/demo-restaurant/kreuzberg/reserve', { waitUntil: 'commit' });
  await r.partySize.selectOption('3');
  await expect(page.locator('#root[data-server-drawn]')).toBeAttached();

  release();

  await expect(takenOver(page)).toBeAttached();
  await expect(r.partySize).toHaveValue('3');
  await chooseFirstFreeTime(page);
  await r.continueButton.click();
  await r.heading('Your details').waitFor();
  await r.name.fill('Eva Kühn');
  await r.email.fill('eva.kuehn@example.com');
  await r.phone.fill('151 12345678');
  await r.continueButton.click();
  await expect(page.getByText('3 guests')).toBeVisible();
});
