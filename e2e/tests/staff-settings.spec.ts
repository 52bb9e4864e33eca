import { signedInOwnerTest, signedInTest } from '../support/signed-in-staff';
import { axeViolations, expect } from '../support/test';

/**
 * The owner's settings: reached from the calendar's bar, one section at a time; staff get no
 * way in and are told whose the settings are.
 */
signedInOwnerTest('an owner opens the settings from the calendar and goes back', async ({ page }) => {
  await page.goto('/staff/mitte/list');
  await page.getByRole('link', { name: 'Settings', exact: true }).click();

  await expect(page).toHaveURL('/staff/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Settings' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The owner never chose a branch to work in: back is the choice.
  await page.getByRole('link', { name: 'Back to the calendar' }).click();
  await expect(page).toHaveURL('/staff/branches');
  await expect(page.getByRole('link', { name: 'Settings', exact: true })).toBeVisible();
});

signedInTest('staff see no settings, and the address says they are the owners', async ({ page }) => {
  await page.goto('/staff/mitte/list');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings', exact: true })).toHaveCount(0);

  await page.goto('/staff/settings');
  await expect(page.getByText("Only the business's owners can change its settings.")).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Settings' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
