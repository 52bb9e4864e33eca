import { merchantNotFound } from '../pages/message-screens';
import { managePage } from '../pages/salon-booking';
import { bookAppointment } from '../support/manage-link';
import { LOGO_PNG, pageSettings, savePageSettings, switchPage } from '../support/page-settings-data';
import { PORTS, urlOf } from '../support/ports';
import { signedInOwnerTest as test } from '../support/signed-in-staff';
import { axeViolations, expect } from '../support/test';

/*
 * The demo salon's owner changes the live page and switches it off and on (decisions 0058,
 * 0059). These change what every other test of the demo salon sees, so they run in the
 * exclusive project, after the others and one at a time, and put everything back.
 */
const IMAGE_URL = new RegExp(`^${urlOf(PORTS.api)}/v0/images/[0-9a-f]{64}\\.webp$`);

for (const locale of ['en', 'de'] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ uiLocale: locale });

    test("the owner's new name and logo are on the public page at once, on a phone and a laptop", async ({ page }) => {
      const before = await pageSettings(page.request);
      try {
        await page.goto('/staff/settings/page');
        const name = page.getByLabel(locale === 'en' ? 'Name on the page' : 'Name auf der Seite', { exact: true });
        await name.fill('Studio Lumen am Park');
        await page.getByLabel(locale === 'en' ? 'Logo' : 'Ihr Logo', { exact: true }).setInputFiles(LOGO_PNG);
        const preview = page.getByRole('figure');
        await expect(preview.getByRole('img', { name: 'Studio Lumen am Park' })).toHaveAttribute('src', IMAGE_URL);
        await page.getByRole('button', { name: locale === 'en' ? 'Save page' : 'Seite speichern' }).click();
        await expect(
          page.getByRole('status').filter({ hasText: locale === 'en' ? 'Saved.' : 'Gespeichert.' }),
        ).toBeVisible();

        for (const width of [360, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto('/demo-salon');
          // Named "<name>: home" ("Startseite" in German).
          const logo = page.getByRole('link', { name: /^Studio Lumen am Park: / }).locator('img');
          await expect(logo).toHaveAttribute('src', IMAGE_URL);
          await expect
            .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
            .toBe(true);
          expect(await axeViolations(page), `the public page at ${width}`).toEqual([]);
        }
      } finally {
        await savePageSettings(page.request, before);
      }
    });
  });
}

/** A banner PNG drawn in the browser, 1600 x 300 with a gradient, so its variants differ. */
async function bannerPng(page: import('@playwright/test').Page) {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 300;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    const gradient = context.createLinearGradient(0, 0, 1600, 300);
    gradient.addColorStop(0, '#0a5c36');
    gradient.addColorStop(1, '#f4c542');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1600, 300);
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/png'));
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

test('an uploaded banner is downloaded at 360 px wide on a 360 px phone, at 1280 on a laptop', async ({ page }) => {
  const before = await pageSettings(page.request);
  try {
    await page.goto('/staff/settings/page');
    const uploaded = await page.request.post(`${urlOf(PORTS.api)}/v0/staff/images?purpose=banner`, {
      headers: { origin: urlOf(PORTS.shell), 'content-type': 'application/octet-stream' },
      data: await bannerPng(page),
    });
    expect(uploaded.status()).toBe(201);
    const banner = (await uploaded.json()).results.image as { id: string; variants: { name: string; url: string }[] };
    await savePageSettings(page.request, { ...before, banner_image: banner.id });
    const url = (name: string) => banner.variants.find((v) => v.name === name)?.url;

    for (const [width, variant] of [
      [360, 'w360'],
      [1280, '1x'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      const loaded: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/v0/images/')) loaded.push(request.url());
      });
      await page.goto('/demo-salon');
      const shown = page.locator('img.banner');
      await expect(shown).toHaveAttribute('sizes', '100vw');
      await expect
        .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc))
        .toBe(url(variant));
      // Only that variant of the banner was fetched (the preload took the same one).
      const banners = banner.variants.map((v) => v.url);
      expect([...new Set(loaded.filter((address) => banners.includes(address)))]).toEqual([url(variant)]);
      page.removeAllListeners('request');
    }
  } finally {
    await savePageSettings(page.request, before);
  }
});

test('switched off, the page is not found for new visitors while a booked customer’s link still opens', async ({
  page,
}) => {
  const link = await bookAppointment();
  try {
    await page.goto('/staff/settings');
    const toggle = page.getByRole('switch', { name: 'Page online' });
    await expect(toggle).toBeChecked();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).not.toBeChecked();
    await expect(page.getByText('Your page is offline: visitors see a page that does not exist.')).toBeVisible();
    expect(await axeViolations(page), 'the overview, switched off').toEqual([]);

    await page.goto('/demo-salon');
    await expect(merchantNotFound(page)).toBeVisible();
    await page.goto(link.path);
    await expect(managePage(page).heading).toBeVisible();

    await page.goto('/staff/settings');
    await page.getByRole('switch', { name: 'Page online' }).click();
    await expect(page.getByRole('switch', { name: 'Page online' })).toBeChecked();
    await page.goto('/demo-salon');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a location' })).toBeVisible();
  } finally {
    await switchPage(page.request, true);
  }
});
