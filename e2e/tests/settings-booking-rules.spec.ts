import type { Page } from '@playwright/test';
import { openBookingStep, placeHold, releaseHold } from '../support/salon-hold';
import { signedInOwnerTest } from '../support/signed-in-staff';
import { axeViolations, expect } from '../support/test';

/**
 * The owner's booking rules, keyboard only: online payment made required, and the booking
 * page follows at once (only online payment is offered); then set back, so the demo salon
 * stays as other tests expect it.
 */
const test = signedInOwnerTest;

async function chooseOnlinePayment(page: Page, choice: RegExp, save: string) {
  await page.getByRole('radio', { name: choice }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: save }).focus();
  await page.keyboard.press('Enter');
}

test('an owner requires online payment and the booking page offers nothing else', async ({ page, browser }) => {
  await page.goto('/staff/settings/booking-rules');
  await expect(page.getByRole('heading', { level: 1, name: 'Booking rules' })).toBeVisible();
  // Each rule says what it does.
  await expect(page.getByText('How often a start time is offered')).toBeVisible();
  await expect(page.getByText('How long a chosen time is kept for a customer')).toBeVisible();
  await expect(page.getByText('How long a booking awaiting online payment keeps its time')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await chooseOnlinePayment(page, /^Required/, 'Save the rules');
  await expect(page.getByText('The booking rules are saved.')).toBeVisible();
  const customer = await browser.newPage();
  const seeded = await placeHold();
  try {
    await openBookingStep(customer, seeded);
    // A new page without the owner's language: the product's default, German.
    await expect(customer.getByRole('heading', { level: 2, name: 'Bezahlung' })).toBeVisible();
    await expect(customer.getByText('Jetzt online bezahlen')).toBeVisible();
    await expect(customer.getByRole('radio', { name: /im Salon/i })).toHaveCount(0);
  } finally {
    await releaseHold(seeded.organization, seeded.hold.token);
    await customer.close();
    await chooseOnlinePayment(page, /^Allowed/, 'Save the rules');
    await expect(page.getByText('The booking rules are saved.').first()).toBeVisible();
  }
});

test.describe('in German, on a phone', () => {
  test.use({ uiLocale: 'de' });

  test('the rules read in German with a sentence each, and a bad value is marked at its field', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 900 });
    await page.goto('/staff/settings/booking-rules');
    await expect(page.getByRole('heading', { level: 1, name: 'Buchungsregeln' })).toBeVisible();
    const services = page.getByLabel('Höchstzahl Leistungen pro Termin');
    await services.fill('25');
    await page.getByRole('button', { name: 'Regeln speichern' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Bitte korrigieren Sie alle markierten Felder')).toBeVisible();
    await expect(services).toBeFocused();
    await expect(services).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('fees read in German, and 5,5 typed is taken as 5,50 €', async ({ page }) => {
    await page.goto('/staff/settings/booking-rules');
    const fee = page.getByLabel('Änderungsgebühr (EUR)');
    const before = await fee.inputValue();
    expect(before).toMatch(/^\d+,\d{2}$/);
    await expect(page.locator('.money-field').filter({ has: fee })).toContainText('€');
    const save = async () => {
      await page.getByRole('button', { name: 'Regeln speichern' }).press('Enter');
      await expect(page.getByText('Die Buchungsregeln sind gespeichert.')).toBeVisible();
    };
    await fee.fill('5,5');
    await save();
    await page.reload();
    await expect(fee).toHaveValue('5,50');
    // Back to what it was, for the tests that book the demo salon.
    await fee.fill(before);
    await save();
  });
});
