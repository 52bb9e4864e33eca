import type { Page } from '@playwright/test';
import { reservation } from '../pages/gastro-reservation';
import { layout } from '../pages/layout';
import { PORTS, urlOf } from '../support/ports';
import { expect, test } from '../support/test';

/**
 * Issue 17 (docs/decisions/0030): the shell's server draws the first screen as HTML, from the
 * merchant's configuration and the first screen's data, in the visitor's language; the app
 * then takes it over without moving anything.
 */

const takenOver = (page: Page) => page.locator('#root:not([data-server-drawn])');

// These tests are about the server's page before the app takes it over.
test.use({ awaitTakeOver: false });

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

for (const [name, path] of [
  ['the branch list', '/demo-salon'],
  ['the services step', '/demo-salon/mitte/book'],
  ['the time step', timeStepPath],
  ['the restaurant details step', '/demo-restaurant/kreuzberg/reserve'],
  ['the staff sign-in', '/staff'],
] as const) {
  test(`${name}: the app takes the drawn page over without moving it (CLS under 0.02)`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.total += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const configurationRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v0/configurations/') || request.url().endsWith('/env.json')) {
        configurationRequests.push(request.url());
      }
    });
    const response = await page.goto(typeof path === 'string' ? path : await path());
    // Drawn by the server: env.json and the configuration are in the page, not fetched again.
    expect(await response?.text()).toContain('id="booking-boot"');

    await expect(takenOver(page)).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    const shift = await page.evaluate(() => (window as unknown as { __shifts: { total: number } }).__shifts.total);
    expect(shift).toBeLessThan(0.02);
    expect(configurationRequests).toEqual([]);
  });
}

test('a service ticked before the app took over stays ticked, and the app counts it', async ({ page }) => {
  // Hold the salon's remote back so the visitor acts on the server's page first.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${urlOf(PORTS.beauty)}/mf-manifest.json`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/demo-salon/mitte/book');
  const first = page.getByRole('main').getByRole('checkbox').first();
  await first.check();
  await expect(page.locator('#root[data-server-drawn]')).toBeAttached();

  release();

  await expect(takenOver(page)).toBeAttached();
  await expect(page.getByRole('main').getByRole('checkbox').first()).toBeChecked();
  await expect(page.getByText('No service chosen yet')).toBeHidden();
});
