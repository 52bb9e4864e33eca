import type { Page } from '@playwright/test';
import { beautyTime } from '../pages/beauty-time';
import { bookingStep, contactStep } from '../pages/salon-booking';
import { holdRemote } from '../support/hold-remote';
import { PORTS } from '../support/ports';
import { openBookingStep, placeHold, releaseHold, type SeededHold } from '../support/salon-hold';
import { expect, test } from '../support/test';

/*
 * What the salon's steps say of where and for whom: the branch under the contact and review steps' heading,
 * the review's customer details with a way back to change them, and a Continue pressed the
 * moment a service is ticked.
 */

const BOOK = '/demo-salon/mitte/book';
const PLACE = 'Studio Lumen Mitte · Torstraße 140, 10119 Berlin';

const held: SeededHold[] = [];
async function seededHold() {
  const seeded = await placeHold();
  held.push(seeded);
  return seeded;
}
test.afterEach(async () => {
  for (const seeded of held.splice(0)) await releaseHold('demo-salon', seeded.hold.token);
});

const facts = (page: Page) => page.getByRole('main').locator('dl');

test('the review shows the branch and the customer, each with a way back to change it', async ({ page }) => {
  const seeded = await seededHold();
  await openBookingStep(page, seeded);
  await expect(bookingStep(page).heading).toBeVisible();
  const list = facts(page);
  await expect(list).toContainText('Studio Lumen Mitte');
  await expect(list).toContainText('Torstraße 140, 10119 Berlin');
  await expect(list).toContainText('Eva Kühn');
  await expect(list).toContainText('eva.kuehn@example.com');
  await expect(list).toContainText('+4915123456789');

  await page.getByRole('link', { name: 'Change your details' }).click();
  await expect(contactStep(page).heading).toBeVisible();
  await expect(contactStep(page).firstName).toHaveValue('Eva');
  await page.goBack();
  await expect(bookingStep(page).heading).toBeVisible();
  await page.getByRole('link', { name: 'Change date and time' }).click();
  await expect(beautyTime(page).timeHeading).toBeVisible();
});

test('the branch and its address stand under the heading of the contact and review steps', async ({ page }) => {
  // The services and time steps keep to their choices (the first service in the upper half of
  // a phone's screen); the place is said before the customer gives their details.
  const seeded = await seededHold();
  await openBookingStep(page, seeded);
  await expect(bookingStep(page).heading).toBeVisible();
  await expect(page.getByText(PLACE)).toBeVisible();
  await page.getByRole('link', { name: 'Change your details' }).click();
  await expect(contactStep(page).heading).toBeVisible();
  await expect(page.getByText(PLACE)).toBeVisible();
});

test.describe('on the page the server drew', () => {
  test.use({ awaitTakeOver: false });

  test('every press counts: Continue pressed the moment a service is ticked opens the time step', async ({ page }) => {
    const steps = beautyTime(page);
    // The salon's scripts are held: the visitor ticks and presses on the server's page, as on a slow phone.
    const release = await holdRemote(page, PORTS.beauty);
    await page.goto(BOOK);
    await expect(page.locator('#root[data-server-drawn]')).toBeAttached();
    await steps.service(/Damenhaarschnitt/).check();
    await steps.continueButton.click();
    release();

    await expect(steps.timeHeading).toBeVisible();
    await expect(page).toHaveURL(/\/book\/time\?services=[^&]+$/);
  });
});

test.describe('in German', () => {
  test.use({ uiLocale: 'de' });

  test('the review names the branch and the customer with ways to change them', async ({ page }) => {
    const seeded = await seededHold();
    await openBookingStep(page, seeded);
    await expect(page.getByRole('heading', { level: 1, name: 'Prüfen und buchen' })).toBeVisible();
    await expect(page.getByText(PLACE)).toBeVisible();
    await expect(facts(page)).toContainText('Eva Kühn');
    await expect(page.getByRole('link', { name: 'Ihre Angaben ändern' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Datum und Uhrzeit ändern' })).toBeVisible();
  });
});
