import { chooseFirstFreeTime, reservation } from '../pages/gastro-reservation';
import { reservationLink, reservationOf, takeTime } from '../support/reservations';
import { axeViolations, expect, test } from '../support/test';

/** A guest manages a reservation through its link: reschedule, cancel. */

test('the summary shows the state, party and time, and only the allowed actions', async ({ page }) => {
  const link = await reservationLink(2);
  await page.goto(link.path);
  const r = reservation(page);
  await expect(r.heading('Your reservation')).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByText('2 guests')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change date, time or party' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel reservation' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('cancel asks first: "No, keep" keeps it, "Yes, cancel" cancels it', async ({ page }) => {
  const link = await reservationLink(2);
  await page.goto(link.path);
  const cancel = page.getByRole('button', { name: 'Cancel reservation' });

  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this reservation?' });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'No, keep' }).click();
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  expect((await reservationOf(link.token)).status).toBe('confirmed');

  await cancel.click();
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your reservation is cancelled' })).toBeVisible();
  await expect(page).toHaveURL(`${link.path}/cancelled`);
  await expect(page.getByRole('button', { name: 'Cancel reservation' })).toHaveCount(0);
  expect((await reservationOf(link.token)).status).toBe('cancelled');
});

test('reschedule with a new party size ends on confirmed', async ({ page }) => {
  const link = await reservationLink(2);
  await page.goto(link.path);
  await page.getByRole('link', { name: 'Change date, time or party' }).click();
  const r = reservation(page);
  await expect(r.heading('Change your reservation')).toBeVisible();
  await r.partySize.selectOption('4');
  await chooseFirstFreeTime(page);
  await page.getByRole('button', { name: 'Confirm new time' }).click();

  await expect(r.heading('Your reservation is changed')).toBeVisible();
  await expect(page.getByText('4 guests')).toBeVisible();
  expect(await reservationOf(link.token)).toMatchObject({ status: 'rescheduled', party_size: 4 });
});

test('a time taken meanwhile keeps the guest on the details with the message and a fresh list', async ({ page }) => {
  const link = await reservationLink(2);
  await page.goto(`${link.path}/reschedule`);
  const r = reservation(page);
  await r.partySize.selectOption('8');
  const start = await chooseFirstFreeTime(page);
  await takeTime(start, 8);

  await page.getByRole('button', { name: 'Confirm new time' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Selected time slot no longer available' })).toBeVisible();
  await expect(r.heading('Change your reservation')).toBeVisible();
  await expect(page.locator(`input[value="${start}"]`)).toHaveCount(0);
  expect(await reservationOf(link.token)).toMatchObject({ status: 'confirmed', party_size: 2 });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('a time taken meanwhile is said where the guest is: the message has focus in view, no time is chosen', async ({
    page,
  }) => {
    const link = await reservationLink(2);
    await page.goto(`${link.path}/reschedule`);
    // The one table for eight: taken, the time is gone.
    await reservation(page).partySize.selectOption('8');
    const start = await chooseFirstFreeTime(page);
    await takeTime(start, 8);

    await page.getByRole('button', { name: 'Confirm new time' }).click();

    const refusal = page.getByRole('alert').filter({ hasText: 'Selected time slot no longer available' });
    await expect(refusal).toBeFocused();
    await expect(refusal).toBeInViewport();
    await expect(page.locator('[name="reservation-time"]:checked')).toHaveCount(0);
    expect(await reservationOf(link.token)).toMatchObject({ status: 'confirmed', party_size: 2 });
  });
});

test.describe('in German', () => {
  test.use({ uiLocale: 'de' });

  test('the cancel question offers "Ja, stornieren" and "Nein, behalten"', async ({ page }) => {
    const link = await reservationLink(2);
    await page.goto(link.path);
    await page.getByRole('button', { name: 'Reservierung stornieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Diese Reservierung stornieren?' });
    await expect(dialog.getByRole('button', { name: 'Ja, stornieren' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Nein, behalten' }).click();
    await expect(dialog).toBeHidden();
  });
});
