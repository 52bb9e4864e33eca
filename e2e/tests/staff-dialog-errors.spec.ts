import type { Locator } from '@playwright/test';
import { staffDialogs } from '../pages/staff-dialogs';
import { signedInTest } from '../support/signed-in-staff';
import { after, bookWalkIn, findFreeShift, wallClock } from '../support/staff-calendar-data';
import { axeViolations, expect } from '../support/test';
import { testNow } from '../support/test-clock';

/**
 * A refused submit in a dialog that scrolls (a tablet at 768 px, the keyboard taking height):
 * the button that was pressed is disabled while the request runs, so the browser drops its
 * focus. The refusal must be in view next to the button, and the focus on it (or on the field
 * it names), or nothing seems to have happened.
 */
const test = signedInTest;
test.use({ viewport: { width: 768, height: 600 } });

const unique = () => Math.random().toString(36).slice(2, 8);

async function scrolls(dialog: Locator) {
  return dialog.evaluate((element) => element.scrollHeight > element.clientHeight);
}
const focusedWithin = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));
const holdsFocus = (alert: Locator) =>
  alert.evaluate((element) => {
    const active = document.activeElement;
    return Boolean(active && active !== document.body && active.contains(element));
  });

test('New appointment: a conflict is said above the button, in view, and takes the focus', async ({ page }) => {
  const ui = staffDialogs(page);
  const shift = await findFreeShift(page.request, 40 + Math.floor(Math.random() * 40));
  await bookWalkIn(page.request, shift, after(shift.start, 60), `In the way ${unique()}`);

  await ui.openCreate(shift.date);
  expect(await scrolls(ui.dialog)).toBe(true);
  await ui.dialog.getByRole('checkbox', { name: /^Herrenhaarschnitt/ }).check();
  await ui.dialog.getByLabel('Employee').selectOption({ label: shift.employee.name });
  await ui.dialog.getByLabel('Start time').fill(wallClock(after(shift.start, 60)));
  await ui.dialog.getByLabel('Walk-in name').fill(`Refused ${unique()}`);
  await ui.dialog.getByRole('button', { name: 'Book appointment' }).click();

  const alert = ui.dialog.getByRole('alert').filter({ hasText: 'This overlaps an appointment on' });
  await expect(alert).toBeInViewport({ ratio: 1 });
  await expect.poll(() => holdsFocus(alert)).toBe(true);
  expect(await axeViolations(page), 'the refusal').toEqual([]);
  // Tab goes on to the button it is about.
  await page.keyboard.press('Tab');
  await expect(ui.dialog.getByRole('button', { name: 'Book appointment' })).toBeFocused();
});

test('New appointment: a start the API refuses at its field puts the focus on that field, in view', async ({
  page,
}) => {
  const ui = staffDialogs(page);
  // More than two years ahead: staff may not book there (400 out_of_range at the start).
  const far = new Date(testNow() + 800 * 86_400_000).toISOString().slice(0, 10);
  await ui.openCreate(far);
  await ui.dialog.getByRole('checkbox', { name: /^Herrenhaarschnitt/ }).check();
  await ui.dialog.getByLabel('Employee').selectOption({ label: 'Anna Schmidt' });
  await ui.dialog.getByLabel('Start time').fill('10:00');
  await ui.dialog.getByLabel('Walk-in name').fill(`Far ${unique()}`);
  await ui.dialog.getByRole('button', { name: 'Book appointment' }).click();
  const refused = ui.dialog.locator('[aria-invalid="true"]').first();
  await expect(refused).toBeFocused();
  await expect(refused).toBeInViewport();
  expect(await focusedWithin(ui.dialog)).toBe(true);
});

test('New absence: over an appointment, "No, go back" leaves the conflict in view with the focus', async ({ page }) => {
  const ui = staffDialogs(page);
  const shift = await findFreeShift(page.request, 40 + Math.floor(Math.random() * 40));
  await bookWalkIn(page.request, shift, after(shift.start, 60), `Booked ${unique()}`);

  await ui.openAbsence(shift.date);
  expect(await scrolls(ui.dialog)).toBe(true);
  await ui.dialog.getByLabel('Employee').selectOption({ label: shift.employee.name });
  await ui.dialog.getByLabel('Start time').fill(wallClock(shift.start));
  await ui.dialog.getByLabel('End time').fill(wallClock(after(shift.start, 120)));
  await ui.dialog.getByRole('button', { name: 'Add absence' }).click();
  const question = page.getByRole('dialog', { name: /^Record the absence over 1 booked appointment\?$/ });
  await question.getByRole('button', { name: 'No, go back' }).click();
  await expect(question).toBeHidden();

  const alert = ui.dialog.getByRole('alert').filter({ hasText: 'This overlaps an appointment on' });
  await expect(alert).toBeInViewport({ ratio: 1 });
  await expect.poll(() => holdsFocus(alert)).toBe(true);
  expect(await axeViolations(page), 'the refusal').toEqual([]);
});
