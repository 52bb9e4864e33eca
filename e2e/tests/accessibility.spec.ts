import type { Page } from '@playwright/test';
import { layout } from '../pages/layout';
import { CROSS_ORIGIN_HEADERS, manifestUrl } from '../support/product';
import { axeViolations, expect, test } from '../support/test';

/**
 * Every screen a visitor can reach, scanned by axe-core once its main heading is there: in
 * English, then in German after switching the footer's Language select (one page load for both).
 */

const SCREENS: { path: string; heading: { en: string; de: string } }[] = [
  { path: '/demo-salon', heading: { en: 'Choose a location', de: 'Wählen Sie einen Standort' } },
  { path: '/demo-salon/mitte/book', heading: { en: 'Choose your services', de: 'Wählen Sie Ihre Leistungen' } },
  {
    path: '/demo-restaurant/kreuzberg/reserve',
    heading: { en: 'When would you like to come?', de: 'Wann möchten Sie kommen?' },
  },
  {
    path: '/demo-restaurant/unavailable',
    heading: { en: 'Online reservation unavailable', de: 'Online-Reservierung nicht verfügbar' },
  },
  { path: '/demo-closed', heading: { en: 'Booking page not found', de: 'Buchungsseite nicht gefunden' } },
  { path: '/demo-salon/nope/x', heading: { en: 'Page not found', de: 'Seite nicht gefunden' } },
  { path: '/demo-salon/mitte/abc%ZZ', heading: { en: 'Page not found', de: 'Seite nicht gefunden' } },
  {
    path: `/demo-salon/mitte/${'A'.repeat(43)}`,
    heading: { en: 'This link is not valid or has expired', de: 'Dieser Link ist ungültig oder abgelaufen' },
  },
  { path: '/staff', heading: { en: 'Sign in', de: 'Anmelden' } },
];

/** axe measures colour contrast through opacity: let fade-ins (the cookie banner's) finish first. */
async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished),
    ),
  );
}

async function expectNoViolationsInBothLanguages(page: Page, heading: { en: string; de: string }): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading.en })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Your privacy' })).toBeVisible();
  await animationsFinished(page);
  expect(await axeViolations(page), 'in English').toEqual([]);

  await layout(page).languageSelect.selectOption({ label: 'Deutsch' });

  await expect(page.getByRole('heading', { level: 1, name: heading.de })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('dialog', { name: 'Ihre Privatsphäre' })).toBeVisible();
  await animationsFinished(page);
  expect(await axeViolations(page), 'in German').toEqual([]);
}

// A first visit: the cookie banner is part of every screen a new visitor sees, so it is scanned too.
test.use({ consent: 'unset' });

for (const screen of SCREENS) {
  test(`${screen.path} has no axe violations, in English and in German`, async ({ page }) => {
    await page.goto(screen.path);
    await expectNoViolationsInBothLanguages(page, screen.heading);
  });
}

test('the generic error screen has no axe violations, in English and in German', async ({ page }) => {
  await page.route(manifestUrl('beauty'), (route) =>
    route.fulfill({ status: 404, headers: CROSS_ORIGIN_HEADERS, body: 'Not Found' }),
  );
  await page.goto('/demo-salon');
  await expectNoViolationsInBothLanguages(page, { en: 'Something went wrong', de: 'Etwas ist schiefgelaufen' });
});
