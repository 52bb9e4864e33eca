import type { Page } from '@playwright/test';
import { consentBanner } from '../pages/consent-banner';
import { chooseFirstFreeTime, reservation } from '../pages/gastro-reservation';
import { bookingStep, contactStep } from '../pages/salon-booking';
import { openStepWithHold, placeHold, releaseHold } from '../support/salon-hold';
import { axeViolations, expect, test } from '../support/test';

/**
 * The small things a customer notices on the way: a broken link's page, the cookie bar, the
 * phone field's calling code and what it keeps of a number, what is being booked on the contact step, the restaurant's
 * lunch and dinner, and a day's times coming into view on a phone.
 */

const TOKEN = 'A'.repeat(43);

test('a path with a broken percent-encoding gets the not-found page, with a title and the page language', async ({
  page,
}) => {
  await page.goto('/demo-salon/mitte/abc%ZZ');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found · /);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await axeViolations(page)).toEqual([]);
});

test('an unknown salon manage link says it is not valid, names the salon, gives its phone and a new booking', async ({
  page,
}) => {
  await page.goto(`/demo-salon/mitte/${TOKEN}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid or has expired' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Studio Lumen');
  await expect(page.getByRole('link', { name: '+49 30 12345670' })).toHaveAttribute('href', 'tel:+493012345670');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Book a new appointment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your services' })).toBeVisible();
});

test('an unknown restaurant manage link says it is not valid and offers a new reservation', async ({ page }) => {
  await page.goto(`/demo-restaurant/kreuzberg/${TOKEN}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid or has expired' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /^\+49/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Make a new reservation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'When would you like to come?' })).toBeVisible();
});

test.describe('a first visit', () => {
  test.use({ consent: 'unset' });

  for (const width of [360, 1280]) {
    test(`"Only necessary" on the services page leaves the page where it is, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/demo-salon/mitte/book');
      await expect(page.getByRole('heading', { level: 1, name: 'Choose your services' })).toBeVisible();
      const before = await page.evaluate(() => window.scrollY);

      await consentBanner(page).onlyNecessary.click();
      await expect(consentBanner(page).banner).toBeHidden();

      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      await expect(page.getByRole('heading', { level: 1, name: 'Choose your services' })).toBeInViewport();
    });
  }
});

async function openGastroContact(page: Page): Promise<void> {
  await page.goto('/demo-restaurant/kreuzberg/reserve');
  await page.locator('#root:not([data-server-drawn])').waitFor({ state: 'attached' });
  await chooseFirstFreeTime(page);
  await reservation(page).continueButton.click();
  await reservation(page).heading('Your details').waitFor();
}

for (const width of [360, 1280]) {
  test(`the restaurant's contact step shows the reservation above the form and the calling code whole, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openGastroContact(page);
    const facts = page.getByRole('main').getByRole('definition');
    await expect(facts.filter({ hasText: 'Kiezküche Kreuzberg' })).toBeVisible();
    await expect(facts.filter({ hasText: /\d guests?/ })).toBeVisible();

    const code = page.getByText('DE +49', { exact: true });
    await expect(code).toBeVisible();
    expect(await code.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await page.getByRole('combobox', { name: 'Country calling code' }).selectOption('GB');
    await expect(page.getByText('GB +44', { exact: true })).toBeVisible();
  });
}

test("the restaurant's times are grouped as lunch and dinner, a 12:00 time under lunch, not afternoon", async ({
  page,
}) => {
  await page.goto('/demo-restaurant/kreuzberg/reserve');
  const r = reservation(page);
  const lunch = page.getByRole('group', { name: 'Lunch' });
  // The next days: the first with free lunch times (the restaurant closes on Mondays).
  for (let day = 0; day < 7 && !(await lunch.isVisible()); day++) {
    await r.days.nth(day).check();
    await r.timesOrNearest.waitFor();
  }
  await expect(lunch.getByRole('radio', { name: '12:00 PM' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Dinner' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Afternoon' })).toHaveCount(0);
});

test('picking another day on a phone brings its times into view', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/demo-restaurant/kreuzberg/reserve');
  const r = reservation(page);
  await r.timesOrNearest.waitFor();
  await page.locator('#root:not([data-server-drawn])').waitFor({ state: 'attached' });
  const other = r.days.and(page.locator(':not(:checked)')).nth(1);
  await other.check();
  await expect(r.timesOrNearest).toBeInViewport();
});

test('a phone number too short is called too short, and "030 1234567" comes back as typed after going back', async ({
  page,
}) => {
  const seeded = await placeHold();
  try {
    await openStepWithHold(page, seeded, 'contact');
    const contact = contactStep(page);
    await expect(contact.heading).toBeVisible();
    await contact.firstName.fill('Eva');
    await contact.lastName.fill('Kühn');
    await contact.email.fill('eva.kuehn@example.com');
    await contact.phone.fill('030 12');
    await contact.continue.click();
    await expect(page.getByText('This phone number is too short: please check its digits')).toBeVisible();
    await expect(page.getByText(/calling code such as/)).toHaveCount(0);

    await contact.phone.fill('030 1234567');
    await contact.continue.click();
    await expect(bookingStep(page).heading).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(contact.heading).toBeVisible();
    await expect(contact.phone).toHaveValue('030 1234567');
  } finally {
    await releaseHold('demo-salon', seeded.hold.token);
  }
});
