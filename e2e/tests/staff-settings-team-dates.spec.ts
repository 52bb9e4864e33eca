import { employeeWithBooking, TEAM_ZONE } from '../support/rota-employee';
import { signedInOwnerTest as test } from '../support/signed-in-staff';
import { axeViolations, expect } from '../support/test';
import { testDate } from '../support/test-clock';

/**
 * Dates in the team's hours: a single date's hours are the whole day at every branch, filled
 * from the rota when the date is chosen; appointments kept outside the hours wait in the
 * calendar's list to handle; the week shows the rows in force on its "effective from".
 */
test.use({ timezoneId: TEAM_ZONE });

test.describe('in English at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('a date off at one branch keeps the booked appointment for moving, in the calendar’s list to handle', async ({
    page,
  }) => {
    const { start } = await employeeWithBooking(page.request, 'Hanna');
    const day = start.slice(0, 10);
    await page.goto('/staff/settings/team');
    await page.getByRole('link', { name: 'Hanna Rotaplan' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Single dates' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Date' }).fill(day);
    // Filled from the weekly hours at each branch: she works at Mitte only.
    const mitte = page.getByRole('textbox', { name: 'Hours at Studio Lumen Mitte' });
    await expect(mitte).toHaveValue('08:00–20:00');
    await expect(page.getByRole('textbox', { name: 'Hours at Studio Lumen Altona' })).toHaveValue('');
    expect(await axeViolations(page)).toEqual([]);
    await mitte.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.getByRole('button', { name: 'Save date' }).press('Enter');

    const dialog = page.getByRole('dialog', { name: '1 booked appointment loses its time' });
    await expect(dialog).toContainText('Eva Kühn');
    await dialog.getByRole('radio', { name: /^Keep them and move each one/ }).check();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save', exact: true }).press('Enter');

    // The calendar opens on the appointment's day with the list over it.
    const list = page.getByRole('dialog', { name: 'Appointments to handle' });
    await expect(page).toHaveURL(`/staff/mitte/day/${day}/appointments-to-handle`);
    await expect(
      list.getByRole('listitem').filter({ hasText: 'Outside the working hours of Hanna Rotaplan' }),
    ).toContainText('Eva Kühn');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('auf Deutsch bei 1280 px', () => {
  test.use({ uiLocale: 'de', viewport: { width: 1280, height: 900 } });

  test('das Datum „Gültig ab“ zeigt die dann geltenden Zeiten, auch nach dem Speichern', async ({ page }) => {
    await employeeWithBooking(page.request, 'Ida');
    const later = testDate(TEAM_ZONE, 21);
    await page.goto('/staff/settings/team');
    const monday = page.getByRole('textbox', { name: 'Ida Rotaplan am Montag' });
    await expect(monday).toHaveValue('08:00–20:00');
    const from = page.getByRole('textbox', { name: 'Gültig ab' });
    await from.fill(later);
    await monday.fill('9-17');
    await page.getByRole('button', { name: 'Arbeitszeiten speichern' }).press('Enter');
    await expect(page.getByText('Die Arbeitszeiten sind gespeichert und ab sofort buchbar.')).toBeVisible();
    // Still the week from the later date: what was just saved.
    await expect(from).toHaveValue(later);
    await expect(monday).toHaveValue('09:00–17:00');
    // Today's week is what it was; the later date's comes back with its date.
    await from.fill(testDate(TEAM_ZONE));
    await expect(monday).toHaveValue('08:00–20:00');
    await from.fill(testDate(TEAM_ZONE, 30));
    await expect(monday).toHaveValue('09:00–17:00');
    expect(await axeViolations(page)).toEqual([]);
  });
});
