import type { Page } from '@playwright/test';
import { chooseFirstFreeTime, fillUpToConfirm, reservation } from '../pages/gastro-reservation';
import { managePage } from '../pages/salon-booking';
import { bookAppointment } from '../support/manage-link';
import { reservationLink } from '../support/reservations';
import { expect, test } from '../support/test';

/**
 * After every page change inside the app, focus is on the new page's heading and the heading
 * is in view: on a phone the press that led there was at the end of a long page.
 */

test.use({ viewport: { width: 360, height: 640 } });

async function expectHeadingFocusedInView(page: Page, name: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
}

test('the restaurant: after reserving, "Your table is reserved" has focus and is in view', async ({ page }) => {
  await fillUpToConfirm(page, 2);
  await reservation(page).reserveButton.click();

  await expectHeadingFocusedInView(page, 'Your table is reserved');
});

test('the restaurant: after changing, "Your reservation is changed" has focus and is in view', async ({ page }) => {
  const link = await reservationLink(2);
  await page.goto(`${link.path}/reschedule`);
  await chooseFirstFreeTime(page);
  await page.getByRole('button', { name: 'Confirm new time' }).click();

  await expectHeadingFocusedInView(page, 'Your reservation is changed');
});

test('the restaurant: after cancelling, "Your reservation is cancelled" has focus and is in view', async ({ page }) => {
  const link = await reservationLink(2);
  await page.goto(link.path);
  await page.getByRole('button', { name: 'Cancel reservation' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel' }).click();

  await expectHeadingFocusedInView(page, 'Your reservation is cancelled');
});

test('the salon: after cancelling, "Your appointment is cancelled" has focus and is in view', async ({ page }) => {
  const booked = await bookAppointment();
  await page.goto(booked.path);
  const manage = managePage(page);
  await manage.cancel.click();
  await manage.yesCancel.click();

  await expectHeadingFocusedInView(page, 'Your appointment is cancelled');
});
