import type { Page } from '@playwright/test';
import { layout } from '../pages/layout';
import { contrastRatio } from '../support/contrast';
import { merchantConfiguration } from '../support/product';
import { expect, test } from '../support/test';

/** SPEC section 2, layouts: the Extended header, the footer, the merchant's theme and the language choice. */

test.describe('Extended header on /demo-salon', () => {
  test("shows the merchant's banner for 1x, 2x and 3x screens and its logo, both loaded", async ({ page }) => {
    const { theme } = (await merchantConfiguration('demo-salon')).reservations.customization;
    const images = theme.header_background_image;

    await page.goto('/demo-salon');

    const banner = layout(page).bannerImage;
    expect(images).not.toBeNull();
    await expect(banner).toHaveAttribute('src', images?.['1x'] ?? 'missing');
    await expect(banner).toHaveAttribute('srcset', `${images?.['1x']} 1x, ${images?.['2x']} 2x, ${images?.['3x']} 3x`);
    await expect(banner).toHaveAttribute('alt', '');
    const logo = layout(page).logoLink('Studio Lumen').locator('img');
    await expect(logo).toHaveAttribute('src', theme.logo ?? 'missing');
    for (const image of [banner, logo]) {
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
  });

  test('has a logo link that leads home to /demo-salon', async ({ page }) => {
    await page.goto('/demo-salon/mitte/book');

    await layout(page).logoLink('Studio Lumen').click();

    await expect(page).toHaveURL('/demo-salon');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a location' })).toBeVisible();
  });

  test("links to the merchant's Instagram and, having no Facebook page, to no Facebook", async ({ page }) => {
    const { theme } = (await merchantConfiguration('demo-salon')).reservations.customization;

    await page.goto('/demo-salon');

    await expect(layout(page).header.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      theme.instagram_url ?? 'missing in the configuration',
    );
    expect(theme.facebook_url).toBeNull();
    await expect(page.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
  });
});

test.describe('footer on /demo-salon', () => {
  test('links Terms, Privacy, Imprint and Powered by to real http(s) addresses', async ({ page }) => {
    await page.goto('/demo-salon');

    const links = layout(page).footerLinks;
    await expect(links).toHaveText(['Terms and conditions', 'Privacy policy', 'Imprint', 'Powered by Online Booking']);
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', /^https?:\/\/[^#]+$/);
  });

  test("uses the merchant's own terms of service URL for the Terms link", async ({ page }) => {
    const terms = (await merchantConfiguration('demo-salon')).reservations.customization.terms_of_service_url;

    await page.goto('/demo-salon');

    expect(terms).toMatch(/^https?:\/\//);
    await expect(layout(page).termsLink).toHaveAttribute('href', terms ?? '');
  });
});

test("applies the merchant's colour as --brand on the page wrapper, with --on-brand readable on it (4.5:1 or more)", async ({
  page,
}) => {
  const { color } = (await merchantConfiguration('demo-salon')).reservations.customization.theme;

  await page.goto('/demo-salon');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a location' })).toBeVisible();

  // The page wrapper is the parent of <main>; the custom properties as it sees them.
  const { brand, onBrand } = await page
    .getByRole('main')
    .locator('xpath=..')
    .evaluate((wrapper) => {
      const style = getComputedStyle(wrapper);
      return { brand: style.getPropertyValue('--brand').trim(), onBrand: style.getPropertyValue('--on-brand').trim() };
    });
  expect(brand.toLowerCase()).toBe(color.toLowerCase());
  expect(contrastRatio(brand, onBrand)).toBeGreaterThanOrEqual(4.5);
});

test('switching the Language select to Deutsch shows German texts, also after a reload', async ({ page }) => {
  await page.goto('/demo-salon');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a location' })).toBeVisible();

  await layout(page).languageSelect.selectOption({ label: 'Deutsch' });

  await expect(page.getByRole('heading', { level: 1, name: 'Wählen Sie einen Standort' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.reload();

  await expect(page.getByRole('heading', { level: 1, name: 'Wählen Sie einen Standort' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
});

test('Tab from the top visits skip link, logo, Instagram, the branch cards and then the footer in DOM order', async ({
  page,
}) => {
  await page.goto('/demo-salon');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a location' })).toBeVisible();

  const expectedOrder = [
    page.getByRole('link', { name: 'Skip to content' }),
    page.getByRole('link', { name: 'Studio Lumen: home' }),
    page.getByRole('link', { name: 'Instagram' }),
    page.getByRole('link', { name: 'Studio Lumen Mitte' }),
    page.getByRole('link', { name: 'Studio Lumen Altona' }),
    page.getByRole('link', { name: 'Terms and conditions' }),
    page.getByRole('link', { name: 'Privacy policy' }),
    page.getByRole('link', { name: 'Imprint' }),
    page.getByRole('button', { name: 'Cookie settings' }),
    page.getByRole('combobox', { name: 'Language' }),
    page.getByRole('link', { name: 'Powered by Online Booking' }),
  ];
  for (const control of expectedOrder) {
    await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
  }
});

/**
 * Issue 13: the banner is kept, but the first thing to choose starts in the upper half of the
 * screen, on a phone and on a laptop, in both languages (German headings are longer).
 */
test.describe('the first choice starts in the upper half of the screen', () => {
  const firstChoices = [
    {
      what: 'the first branch on /demo-salon',
      path: '/demo-salon',
      choice: (page: Page) => page.getByRole('main').getByRole('link').first(),
    },
    {
      what: 'the first service on /demo-salon/mitte/book',
      path: '/demo-salon/mitte/book',
      // The service's card: the checkbox sits inside it, lower down.
      choice: (page: Page) =>
        page
          .getByRole('main')
          .locator('label', { has: page.getByRole('checkbox') })
          .first(),
    },
    {
      what: "the restaurant's first field on /demo-restaurant/kreuzberg",
      path: '/demo-restaurant/kreuzberg',
      // The label of the first field: where the first step starts.
      choice: (page: Page) => page.getByRole('main').locator('label').first(),
    },
  ];
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    for (const uiLocale of ['en', 'de'] as const) {
      test.describe(`at ${viewport.width} x ${viewport.height} in ${uiLocale}`, () => {
        test.use({ viewport, uiLocale });
        for (const { what, path, choice } of firstChoices) {
          test(what, async ({ page }) => {
            await page.goto(path);
            const first = choice(page);
            await expect(first).toBeVisible();
            const box = await first.boundingBox();
            expect(box?.y, `top of ${what}`).toBeLessThan(viewport.height / 2);
          });
        }
      });
    }
  }
});
