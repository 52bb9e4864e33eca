import type { Page } from '@playwright/test';
import { bookingStep, confirmedStep, managePage, payOnSandbox } from '../pages/salon-booking';
import { mailsTo } from '../support/customer-mail';
import { bookAppointment, payOnline } from '../support/manage-link';
import { openBookingStep, placeHold, releaseHold, SALON_CONTACT } from '../support/salon-hold';
import { axeViolations, expect, test } from '../support/test';

/*
 * The salon's payment as the customer sees it after booking: reserved until the deadline and
 * paying at the salon after a declined card, as its emails say, paying from the manage page while the time to pay runs, a refund shown
 * as what it is, and "Add to calendar" on the manage and rescheduled pages.
 */

const heldTokens: string[] = [];
test.afterEach(async () => {
  for (const token of heldTokens.splice(0)) await releaseHold('demo-salon', token);
});

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test('after a declined card the pages and emails say reserved until the deadline, then confirmed at the salon', async ({
  page,
}) => {
  const seeded = await placeHold();
  heldTokens.push(seeded.hold.token);
  // An inbox of its own, so the emails read are this booking's.
  const email = `declined-${seeded.hold.token.slice(0, 12)}@example.com`;
  await openBookingStep(page, seeded, { ...SALON_CONTACT, email });
  await bookingStep(page).online.check();
  await bookingStep(page).submit.click();
  await payOnSandbox(page, '4000000000000002');
  await expect(page.getByRole('heading', { name: 'Payment declined' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to the shop' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText(/There was a problem while processing your payment\. Nothing was charged\./);
  await expect(alert).toContainText(/Your appointment is reserved until .+, not yet confirmed/);
  await expect(page.getByText(/stays booked|kept for a short time/)).toHaveCount(0);
  await expect(page.getByText('If you pay at the salon instead, your appointment is confirmed at once.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try paying again' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The email at booking said the same: payment due by the deadline, never "confirmed".
  await expect
    .poll(async () => (await mailsTo(email)).join('\n'))
    .toMatch(/Your booking is reserved, not yet confirmed\. Payment is due by /);
  expect((await mailsTo(email)).join('\n')).not.toMatch(/Confirmed|is confirmed/);
  await page.getByRole('button', { name: 'Pay at the salon instead' }).click();

  await expect(confirmedStep(page).heading).toBeVisible();
  await expect(page.getByText(/^You pay at the salon\. We have sent the confirmation to /)).toBeVisible();
  await expect(page.getByText('At the salon', { exact: true })).toBeVisible();
  await expect.poll(async () => (await mailsTo(email)).join('\n')).toContain('Your booking is confirmed:');
  expect((await mailsTo(email)).join('\n')).toContain('You pay at the salon, after your appointment.');
  await confirmedStep(page).manageLink.click();
  await expect(managePage(page).heading).toBeVisible();
  await expect(page.getByText('At the salon', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay online now' })).toHaveCount(0);
});

test('an appointment left unpaid can be paid from its manage page while the time to pay runs', async ({ page }) => {
  const booked = await bookAppointment('demo-salon', 'mitte', 'online');
  await page.goto(booked.path);
  await expect(managePage(page).heading).toBeVisible();
  await expect(page.getByText(/Online, not paid yet: pay by /)).toBeVisible();
  // The demo salon keeps an unpaid time for 10 minutes.
  await expect(page.getByText(/^(10|9) minutes left to pay online\. Unpaid, the time is released at /)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Pay online now' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
});

test('a paid appointment that is cancelled says what goes back, then shows it refunded', async ({ page }) => {
  const booked = await bookAppointment('demo-salon', 'mitte', 'online');
  await payOnline(booked);
  await page.goto(booked.path);
  const manage = managePage(page);
  await expect(page.getByText(/^Paid online: €\d+\.\d\d$/)).toBeVisible();
  await manage.cancel.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/^€\d+\.\d\d of your online payment will be refunded to your card\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();

  await expect(page.getByRole('heading', { name: 'Your appointment is cancelled' })).toBeVisible();
  await expect(page.getByText(/^Refunded: €\d+\.\d\d went back to your card$/)).toBeVisible();
  await expect(page.getByText('Online, not paid yet')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the manage and rescheduled pages offer "Add to calendar", Google Calendar and Outlook', async ({ page }) => {
  const booked = await bookAppointment();
  for (const path of [booked.path, `${booked.path}/rescheduled`]) {
    await page.goto(path);
    const ics = page.getByRole('link', { name: 'Add to calendar' });
    await expect(ics).toHaveAttribute('href', new RegExp(`/appointments/${booked.token}/calendar\\.ics$`));
    await expect(page.getByRole('link', { name: 'Google Calendar (opens in a new tab)' })).toHaveAttribute(
      'href',
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&.*dates=\d{8}T\d{6}Z%2F\d{8}T\d{6}Z/,
    );
    const outlook = page.getByRole('link', { name: 'Outlook (opens in a new tab)' });
    await expect(outlook).toHaveAttribute('href', /^https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?/);
    // Where the salon is, and never the manage link (a third party's URL).
    const href = (await outlook.getAttribute('href')) ?? '';
    expect(new URL(href).searchParams.get('location')).toMatch(/\d{5} Berlin$/);
    expect(href).not.toContain(booked.token);
    await expectNoAxeViolations(page);
  }
  // The file is the plain event the emails attach.
  const file = await page.request.get(
    (await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')) ?? '',
  );
  const text = await file.text();
  expect(text).toContain('BEGIN:VEVENT');
  expect(text).not.toMatch(/^(METHOD|ORGANIZER)/m);
});
