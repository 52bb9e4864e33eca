import type { Locator, Page } from '@playwright/test';
import { consentBanner, storedConsent } from '../pages/consent-banner';
import { layout } from '../pages/layout';
import { computedRgb } from '../support/contrast';
import { holdEntryScript, holdRemote } from '../support/hold-remote';
import { PORTS } from '../support/ports';
import { merchantConfiguration } from '../support/product';
import { expect, test } from '../support/test';

/**
 * A cookie-consent banner on every page, in the merchant's colours and
 * the visitor's language, usable by keyboard, never in the way of booking, and the choice kept
 * and changeable from the footer.
 */

test.use({ consent: 'unset' });

/** Tab from wherever focus is (at most `limit` presses) until `target` has it. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test("shows the banner on a first visit, its main button in the merchant's colour", async ({ page }) => {
  const { color } = (await merchantConfiguration('demo-salon')).reservations.customization.theme;

  await page.goto('/demo-salon');

  const consent = consentBanner(page);
  await expect(consent.banner).toBeVisible();
  await expect(consent.onlyNecessary).toBeVisible();
  await expect(consent.acceptAll).toHaveCSS('background-color', computedRgb(color));
});

for (const [choice, categories] of [
  ['acceptAll', ['necessary', 'targeting']],
  ['onlyNecessary', ['necessary']],
] as const) {
  test(`can be answered with the keyboard alone: Tab to "${choice === 'acceptAll' ? 'Accept all' : 'Only necessary'}" and Enter`, async ({
    page,
  }) => {
    await page.goto('/demo-salon');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a location' })).toBeVisible();
    const consent = consentBanner(page);
    await expect(consent.banner).toBeVisible();

    await tabTo(page, consent[choice]);
    await page.keyboard.press('Enter');

    await expect(consent.banner).toBeHidden();
    expect(await storedConsent(page)).toEqual(categories);
  });
}

test.describe('on a 360 x 640 phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('leaves the last service and the footer links reachable and clickable while it shows', async ({
    page,
    context,
  }) => {
    // The footer's links leave the product: answer them here rather than on the internet.
    await context.route('https://www.example.com/**', (route) => route.fulfill({ body: 'elsewhere' }));
    await page.goto('/demo-salon/mitte/book');
    const consent = consentBanner(page);
    await expect(consent.banner).toBeVisible();

    const lastService = page.getByRole('main').getByRole('checkbox').last();
    await lastService.click();
    await expect(lastService).toBeChecked();

    const lastFooterLink = layout(page).footerLinks.last();
    // Scrolled to the very end, the page's last link sits above the banner, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const [link, bar] = [await lastFooterLink.boundingBox(), await consent.banner.boundingBox()];
    expect((link?.y ?? Number.POSITIVE_INFINITY) + (link?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
    const popup = page.waitForEvent('popup');
    await lastFooterLink.click();
    expect((await popup).url()).toBe(await lastFooterLink.getAttribute('href'));

    await expect(consent.banner).toBeVisible();
  });
});

test.describe('for a German visitor', () => {
  test.use({ uiLocale: 'de' });

  test('is in German', async ({ page }) => {
    await page.goto('/demo-salon');

    const consent = consentBanner(page, 'de');
    await expect(consent.banner).toBeVisible();
    await expect(consent.banner).toContainText('Wir verwenden notwendige Cookies');
    await expect(consent.acceptAll).toBeVisible();
    await expect(consent.onlyNecessary).toBeVisible();
  });
});

test('keeps the choice across a reload: no banner again, and Cookie settings shows what was chosen', async ({
  page,
}) => {
  await page.goto('/demo-salon');
  const consent = consentBanner(page);
  await consent.onlyNecessary.click();
  await expect(consent.banner).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a location' })).toBeVisible();
  // Opening the settings proves the consent library has run on this load, so a banner it
  // wanted to show would be there by now.
  await consent.cookieSettings.click();

  await expect(consent.preferences).toBeVisible();
  await expect(consent.targeting).not.toBeChecked();
  await expect(consent.banner).toBeHidden();
  expect(await storedConsent(page)).toEqual(['necessary']);
});

test.describe('a returning visitor who accepted', () => {
  test.use({ consent: 'all' });

  test('sees no banner, and "Cookie settings" in the footer reopens the choice with targeting on', async ({ page }) => {
    await page.goto('/demo-salon');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a location' })).toBeVisible();
    const consent = consentBanner(page);

    await consent.cookieSettings.click();

    await expect(consent.preferences).toBeVisible();
    await expect(consent.targeting).toBeChecked();
    await expect(consent.banner).toBeHidden();
  });
});

test.describe('while it shows', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is a region that does not claim to be modal, first in the tab order', async ({ page }) => {
    await page.goto('/demo-salon');
    const consent = consentBanner(page);
    await expect(consent.banner).toBeVisible();

    await expect(consent.banner).not.toHaveAttribute('aria-modal', 'true');
    await page.keyboard.press('Tab');
    expect(await consent.banner.evaluate((banner) => banner.contains(document.activeElement))).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('never hides a focused element under it: every stop of the page tab order is above the bar', async ({
    page,
  }) => {
    await page.goto('/demo-salon/mitte/book');
    const consent = consentBanner(page);
    await expect(consent.banner).toBeVisible();
    const lastFooterLink = layout(page).footerLinks.last();
    const hidden: string[] = [];
    let footerReached = false;

    for (let presses = 0; presses < 120 && !footerReached; presses++) {
      await page.keyboard.press('Tab');
      const seen = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        const bar = document.querySelector('.consent-bar');
        if (!active || !bar || bar.contains(active) || active === document.body) return null;
        const box = active.getBoundingClientRect();
        const barTop = bar.getBoundingClientRect().top;
        return { name: active.textContent?.trim() || active.tagName, under: box.bottom > barTop + 1 };
      });
      if (seen?.under) hidden.push(seen.name);
      footerReached = await lastFooterLink.evaluate((link) => link === document.activeElement);
    }

    expect(footerReached).toBe(true);
    expect(hidden).toEqual([]);
  });

  test('gives focus back to where it was after a choice, not to the page body', async ({ page }) => {
    await page.goto('/demo-salon');
    const consent = consentBanner(page);
    await expect(consent.banner).toBeVisible();
    const language = layout(page).languageSelect;
    await language.focus();
    await consent.onlyNecessary.focus();

    await page.keyboard.press('Enter');

    await expect(consent.banner).toBeHidden();
    await expect(language).toBeFocused();
  });
});

test.describe('in the HTML the server sends, before any script runs', () => {
  test.use({ javaScriptEnabled: false, awaitTakeOver: false, uiLocale: 'de' });

  test("a new visitor gets the bar in German, in the merchant's colour, first in the tab order, above the page's end", async ({
    page,
  }) => {
    const { color } = (await merchantConfiguration('demo-salon')).reservations.customization.theme;

    await page.goto('/demo-salon');

    const consent = consentBanner(page, 'de');
    await expect(consent.banner).toBeVisible();
    await expect(consent.banner).toContainText('Wir verwenden notwendige Cookies');
    await expect(consent.acceptAll).toHaveCSS('background-color', computedRgb(color));
    await expect(consent.onlyNecessary).toBeVisible();
    await expect(consent.banner).not.toHaveAttribute('aria-modal', 'true');
    await page.keyboard.press('Tab');
    expect(await consent.banner.evaluate((banner) => banner.contains(document.activeElement))).toBe(true);
    // The bar is in view: focusing it does not scroll the page to its end.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Scrolled to the very end, the footer's last link sits above the bar, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const [link, bar] = [await layout(page).footerLinks.last().boundingBox(), await consent.banner.boundingBox()];
    expect((link?.y ?? Number.POSITIVE_INFINITY) + (link?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
  });

  test.describe('a visitor whose choice is stored', () => {
    test.use({ consent: 'necessary' });

    test('gets no bar in the HTML', async ({ page }) => {
      await page.goto('/demo-salon');

      await expect(page.getByRole('heading', { level: 1, name: 'Wählen Sie einen Standort' })).toBeVisible();
      await expect(consentBanner(page, 'de').banner).toHaveCount(0);
    });
  });
});

test.describe("the server's bar once the app runs", () => {
  test.use({ awaitTakeOver: false });

  test('a press made before the app took the page over is answered once it has: the choice is stored', async ({
    page,
  }) => {
    // The app hydrates the page once it has the salon remote's routes: held here, the page stays
    // the server's (with the shell's scripts running) until the press is made.
    const release = await holdRemote(page, PORTS.beauty);
    await page.goto('/demo-salon');
    const consent = consentBanner(page);
    await expect(page.locator('#root[data-server-drawn]')).toBeAttached();

    await consent.onlyNecessary.click();
    release();

    await expect(page.locator('#root:not([data-server-drawn])')).toBeAttached();
    await expect(consent.banner).toBeHidden();
    expect(await storedConsent(page)).toEqual(['necessary']);
  });

  test("a press made before any of the app's scripts ran is answered once the app runs", async ({ page }) => {
    // The app's first script is held back: the visitor presses on the server's page alone.
    const release = await holdEntryScript(page);
    await page.goto('/demo-salon', { waitUntil: 'commit' });
    const consent = consentBanner(page);
    await consent.acceptAll.click();
    await expect(page.locator('#root[data-server-drawn]')).toBeAttached();

    release();

    await expect(page.locator('#root:not([data-server-drawn])')).toBeAttached();
    await expect(consent.banner).toBeHidden();
    expect(await storedConsent(page)).toEqual(['necessary', 'targeting']);
  });
});

test.describe('every press on the bar counts, on a page the app draws anew', () => {
  test.use({ awaitTakeOver: false });

  for (const [choice, categories] of [
    ['acceptAll', ['necessary', 'targeting']],
    ['onlyNecessary', ['necessary']],
  ] as const) {
    test(`"${choice === 'acceptAll' ? 'Accept all' : 'Only necessary'}" pressed on the server's not-found page before any script ran is stored once the app runs`, async ({
      page,
    }) => {
      // The not-found view is drawn by the server with the bar, and drawn anew by the app (it
      // has no loaders' data to hydrate from): the bar the visitor pressed is replaced.
      const release = await holdEntryScript(page);
      await page.goto('/demo-salon/mitte/no-such-page/really', { waitUntil: 'commit' });
      const consent = consentBanner(page);
      await consent[choice].click();

      release();

      await expect(page.locator('#root:not([data-server-drawn])')).toBeAttached();
      await expect(consent.banner).toBeHidden();
      expect(await storedConsent(page)).toEqual(categories);
    });
  }
});

test('a press while the consent library is still downloading is stored once it has started', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked = page.waitForRequest(/consent-library\.[0-9a-f]+\.js$/);
  await page.route(/consent-library\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/demo-salon');
  const consent = consentBanner(page);
  await asked;

  await consent.onlyNecessary.click();
  release();

  await expect(consent.banner).toBeHidden();
  expect(await storedConsent(page)).toEqual(['necessary']);
});

test.describe('the preferences dialog', () => {
  test('its switch is at least 24 px high and as wide', async ({ page }) => {
    await page.goto('/demo-salon');
    const consent = consentBanner(page);
    await consent.banner.getByRole('button', { name: 'Settings' }).click();
    await expect(consent.preferences).toBeVisible();

    // The checkbox is the switch's pressable area; the drawing sits on it.
    const box = await consent.targeting.boundingBox();

    expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
  });
});

test.describe('one bar only', () => {
  test('"Accept all" on the bar stores the choice, and the consent library draws no bar of its own', async ({
    page,
  }) => {
    await page.goto('/demo-salon');
    const consent = consentBanner(page);
    await expect(page.getByRole('dialog')).toHaveCount(1);

    await consent.acceptAll.click();

    await expect(consent.banner).toBeHidden();
    expect(await storedConsent(page)).toEqual(['necessary', 'targeting']);
    // The library has run (it stored the choice): a bar of its own would still be showing. It
    // keeps its bar's markup in the page, hidden.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('#cc-main .cm')).toBeHidden();
  });

  test('"Settings" on the bar opens the preferences; saving there closes the bar and focus goes back to the page', async ({
    page,
  }) => {
    await page.goto('/demo-salon');
    const consent = consentBanner(page);
    const language = layout(page).languageSelect;
    await language.focus();
    await consent.banner.getByRole('button', { name: 'Settings' }).click();
    await expect(consent.preferences).toBeVisible();
    await expect(consent.targeting).not.toBeChecked();

    await consent.save.click();

    await expect(consent.preferences).toBeHidden();
    await expect(consent.banner).toBeHidden();
    expect(await storedConsent(page)).toEqual(['necessary']);
    await expect(language).toBeFocused();
  });
});
