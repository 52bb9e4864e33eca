import type { Page } from '@playwright/test';
import { beautyTime, chooseFreeTime } from '../pages/beauty-time';
import { bookingStep, confirmedStep, contactStep, fillContact } from '../pages/salon-booking';
import { LOGO_PNG, SVG_AS_PNG } from '../support/page-settings-data';
import { CUT, employeeWithBooking, TEAM_ZONE } from '../support/rota-employee';
import { signedInOwnerTest as test } from '../support/signed-in-staff';
import { axeViolations, expect } from '../support/test';

/**
 * The owner's team and hours: an employee added with a service and hours typed into the week
 * by keyboard is bookable on the public page at once; hours taken from a booked appointment
 * ask what becomes of it before anything is saved.
 */
test.use({ timezoneId: TEAM_ZONE });

async function typeWeekByKeyboard(page: Page, name: string, hours: string) {
  await page.getByRole('textbox', { name: `${name}, Monday` }).focus();
  for (let day = 0; day < 7; day++) {
    await page.keyboard.type(hours);
    await page.keyboard.press('Tab');
  }
}

test.describe('in English at 768 px', () => {
  test.use({ viewport: { width: 768, height: 1000 } });

  test('an owner adds an employee with a service and hours by keyboard; a customer books them at once', async ({
    page,
  }) => {
    await page.goto('/staff/settings');
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Team and hours' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Team and hours' })).toBeVisible();
    await page.getByRole('link', { name: 'Add an employee' }).click();
    await page.getByRole('textbox', { name: 'First name' }).fill('Rosa');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Rotaplan');
    await page.getByRole('textbox', { name: 'Name customers see' }).fill('Rosa R.');
    // A photo: an SVG named .png is refused at the field; a PNG is taken, previewed, and can be removed.
    const photo = page.getByLabel('Photo', { exact: true });
    await photo.setInputFiles(SVG_AS_PNG);
    await expect(page.getByText('Choose a PNG, JPEG or WebP image')).toBeVisible();
    await photo.setInputFiles(LOGO_PNG);
    const preview = page.locator('.image-upload-thumbnail');
    await expect(preview).toHaveAttribute('src', /\/v0\/images\/[0-9a-f]{64}\.webp$/);
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(preview).toHaveCount(0);
    await photo.setInputFiles(LOGO_PNG);
    await expect(preview).toHaveAttribute('src', /\/v0\/images\/[0-9a-f]{64}\.webp$/);
    const photoUrl = await preview.getAttribute('src');
    await page.getByRole('checkbox', { name: CUT }).check();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add employee' }).press('Enter');

    await expect(page).toHaveURL('/staff/settings/team');
    await expect(page.getByRole('link', { name: 'Rosa Rotaplan (Rosa R.)' })).toBeVisible();
    await typeWeekByKeyboard(page, 'Rosa Rotaplan', '8-20');
    await page.getByRole('button', { name: 'Save hours' }).press('Enter');
    await expect(page.getByText('The hours are saved. Customers can book them now.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Rosa Rotaplan, Monday' })).toHaveValue('08:00–20:00');
    expect(await axeViolations(page)).toEqual([]);

    const steps = beautyTime(page);
    await page.goto('/demo-salon/mitte/book');
    await steps.service(CUT).check();
    await steps.continueButton.click();
    // The customer sees the photo the owner uploaded beside the name.
    const rosaPhoto = page.locator('label.employee-option', { hasText: 'Rosa R.' }).locator('img.avatar-photo');
    await expect(rosaPhoto).toHaveAttribute('src', photoUrl ?? 'missing');
    await expect
      .poll(() => rosaPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await steps.employee('Rosa R.').check();
    await chooseFreeTime(page);
    await steps.continueButton.click();
    await expect(contactStep(page).heading).toBeVisible();
    await fillContact(page);
    await contactStep(page).continue.click();
    await bookingStep(page).submit.click();
    await expect(confirmedStep(page).heading).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Rosa R.');
  });
});

test.describe('auf Deutsch bei 360 px', () => {
  test.use({ uiLocale: 'de', viewport: { width: 360, height: 800 } });

  test('Zeiten über einem gebuchten Termin zu entfernen fragt, was mit ihm geschieht', async ({ page }) => {
    await employeeWithBooking(page.request, 'Greta');
    await page.goto('/staff/settings/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Team und Arbeitszeiten' })).toBeVisible();
    // A phone shows one day at a time: each day emptied by keyboard, then on to the next day.
    await expect(page.getByRole('table')).toHaveCount(0);
    const next = page.getByRole('button', { name: /^Nächster Tag:/ });
    for (let day = 0; day < 7; day++) {
      await page.getByRole('textbox', { name: /^Greta Rotaplan am / }).focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('Delete');
      await next.focus();
      await page.keyboard.press('Enter');
    }
    // Back on Monday after the week's seven days, its hours still emptied.
    await expect(page.getByRole('combobox', { name: 'Tag', exact: true })).toHaveValue('0');
    await expect(page.getByRole('textbox', { name: 'Greta Rotaplan am Montag' })).toHaveValue('');
    await page.getByRole('button', { name: 'Arbeitszeiten speichern' }).press('Enter');

    const dialog = page.getByRole('dialog', { name: '1 gebuchter Termin verliert seine Zeit' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Eva Kühn');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('radio', { name: /^Absagen/ }).check();
    await dialog
      .getByRole('textbox', { name: /^Nachricht an die Kundinnen und Kunden/ })
      .fill('Greta ist auf Fortbildung.');
    await dialog.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByText('Die Arbeitszeiten sind gespeichert und ab sofort buchbar.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Greta Rotaplan am Montag' })).toHaveValue('');
  });
});
