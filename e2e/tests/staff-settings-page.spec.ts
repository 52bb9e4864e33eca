import type { Page } from '@playwright/test';
import { LOGO_PNG, SVG_AS_PNG } from '../support/page-settings-data';
import { PORTS, urlOf } from '../support/ports';
import { confirmedOwner, signInAs } from '../support/staff-accounts';
import { axeViolations, expect, test } from '../support/test';

/**
 * A business that just signed up sets up its page (decision 0058) and sees what it needs to go
 * live (decision 0059). Each test signs up a business of its own, so none shares a page.
 */
const WORDS = {
  en: {
    section: 'Page and branding',
    name: 'Name on the page',
    color: 'Brand colour',
    logo: 'Logo',
    instagram: 'Instagram',
    save: 'Save page',
    saved: 'Saved. Customers see the change on your page within seconds.',
    preview: 'Preview: the header as customers will see it',
    previewButton: 'Book an appointment',
    https: 'Enter a full address that starts with https://',
    notImage: 'Choose a PNG, JPEG or WebP image',
    storageNone: '0.0 MB of 50 MB used for images',
    storage: /^\d+\.\d MB of 50 MB used for images$/,
    offline: 'Your page is offline: visitors see a page that does not exist.',
    missing: ['A branch with opening or working hours', 'A service offered at a branch'],
    switch: 'Page online',
  },
  de: {
    section: 'Seite und Erscheinungsbild',
    name: 'Name auf der Seite',
    color: 'Markenfarbe',
    logo: 'Ihr Logo',
    instagram: 'Instagram',
    save: 'Seite speichern',
    saved: 'Gespeichert. Kunden sehen die Änderung binnen Sekunden auf Ihrer Seite.',
    preview: 'Vorschau: der Kopf der Seite, wie Kunden ihn sehen',
    previewButton: 'Termin buchen',
    https: 'Geben Sie eine vollständige Adresse ein, die mit https:// beginnt',
    notImage: 'Wählen Sie ein Bild im Format PNG, JPEG oder WebP',
    storageNone: '0,0 MB von 50 MB für Bilder belegt',
    storage: /^\d+,\d MB von 50 MB für Bilder belegt$/,
    offline: 'Ihre Seite ist offline: Besucher sehen eine Seite, die es nicht gibt.',
    missing: ['Eine Filiale mit Öffnungs- oder Arbeitszeiten', 'Eine Leistung, die eine Filiale anbietet'],
    switch: 'Seite online',
  },
} as const;

/** Signs a new salon up through the API, confirms it from its email, and signs its owner in. */
/** A salon signed up and confirmed through the API, its owner signed in in this browser. */
async function newOwner(page: Page, prefix: string) {
  const business = await confirmedOwner(page, prefix);
  await signInAs(page.request, business);
  return business;
}

async function tabTo(page: Page, target: ReturnType<Page['getByLabel']>, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

for (const locale of ['en', 'de'] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ uiLocale: locale });
    const say = WORDS[locale];

    test('a new owner names the page, uploads a logo and sees the header as customers will, by keyboard', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 768, height: 1024 });
      const business = await newOwner(page, locale === 'en' ? 'Studio Probe' : 'Salon Probe');
      await page.goto('/staff/settings/page');
      await expect(page.getByRole('heading', { level: 1, name: say.section })).toBeVisible();
      const preview = page.getByRole('figure', { name: say.preview });
      await expect(preview.getByText(business.name)).toBeVisible();
      expect(await axeViolations(page), 'the page section').toEqual([]);

      const name = page.getByLabel(say.name, { exact: true });
      await tabTo(page, name);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Haarwerk am See');
      await expect(preview.getByText('Haarwerk am See')).toBeVisible();
      const color = page.getByLabel(say.color, { exact: true });
      await tabTo(page, color);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('#F4C542');
      // A light colour gets black text, as the page's buttons do (decision 0005).
      await expect(preview.getByText(say.previewButton)).toHaveCSS('color', 'rgb(0, 0, 0)');

      // The file is read by the API, not by its name: an SVG called logo.png is refused.
      const logo = page.getByLabel(say.logo, { exact: true });
      // The organization's image storage is said beside the uploads (decision 0078).
      await expect(page.getByText(say.storageNone)).toBeVisible();
      await tabTo(page, logo);
      await logo.setInputFiles(SVG_AS_PNG);
      await expect(page.getByText(say.notImage)).toBeVisible();
      await logo.setInputFiles(LOGO_PNG);
      await expect(page.getByText(say.notImage)).toHaveCount(0);
      await expect(page.getByText(say.storage)).toBeVisible();
      const shownLogo = preview.getByRole('img', { name: 'Haarwerk am See' });
      await expect(shownLogo).toHaveAttribute('src', new RegExp(`${urlOf(PORTS.api)}/v0/images/[0-9a-f]{64}\\.webp$`));
      await expect
        .poll(() => shownLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);

      const instagram = page.getByLabel(say.instagram, { exact: true });
      await tabTo(page, instagram);
      await page.keyboard.type('http://instagram.com/haarwerk');
      await page.keyboard.press('Enter');
      await expect(page.getByText(say.https)).toBeVisible();
      await expect(instagram).toBeFocused();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('https://instagram.com/haarwerk');
      await page.keyboard.press('Enter');
      await expect(page.getByText(say.saved)).toBeVisible();
      expect(await axeViolations(page), 'the saved page').toEqual([]);

      // Saved: the form shows what the API kept after a reload, at 1280 too.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.reload();
      await expect(page.getByLabel(say.name, { exact: true })).toHaveValue('Haarwerk am See');
      await expect(
        page.getByRole('figure', { name: say.preview }).getByRole('img', { name: 'Haarwerk am See' }),
      ).toBeVisible();
      expect(await axeViolations(page), 'the page section at 1280').toEqual([]);
      const configuration = await (
        await page.request.get(`${urlOf(PORTS.api)}/v0/configurations/public/booking/${business.address}`)
      ).json();
      expect(configuration.results.configuration.client_account.name).toBe('Haarwerk am See');
    });

    test('a new page is offline: the overview says what is missing and the switch waits', async ({ page }) => {
      await page.setViewportSize({ width: 768, height: 1024 });
      const business = await newOwner(page, locale === 'en' ? 'Studio Start' : 'Salon Start');
      await page.goto('/staff/settings');
      await expect(page.getByText(say.offline)).toBeVisible();
      for (const item of say.missing) await expect(page.getByRole('listitem').filter({ hasText: item })).toBeVisible();
      const toggle = page.getByRole('switch', { name: say.switch });
      await expect(toggle).not.toBeChecked();
      await expect(toggle).toBeDisabled();
      expect(await axeViolations(page), 'the overview at 768').toEqual([]);
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(await axeViolations(page), 'the overview at 1280').toEqual([]);
      // New visitors find nothing at the address yet.
      await page.goto(`/${business.address}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'en' ? 'Booking page not found' : 'Buchungsseite nicht gefunden',
      );
    });
  });
}
