import type { Browser, Page } from '@playwright/test';
import { beautyTime, chooseFreeTime } from '../pages/beauty-time';
import { addBranchByKeyboard } from '../pages/branch-form';
import { consentBanner } from '../pages/consent-banner';
import { signUpByKeyboard } from '../pages/owner-sign-up';
import { type ChecklistItem, customerWords, type Locale, salonSetup } from '../pages/salon-setup';
import { uniqueBusiness } from '../pages/staff-sign-up';
import { press, typeInto } from '../support/keyboard';
import { axeViolations, expect, test } from '../support/test';
import { newContextOnTestClock } from '../support/test-clock';

/**
 * A salon goes from nothing to live bookings without help: its owner signs up, confirms the
 * email, sets up a branch with hours, a service and an employee who performs it with working
 * hours, sees the go-live checklist fill and switches the page on; at once a customer in a
 * browser of their own books that employee, and the booking is in the owner's calendar. The
 * owner works by keyboard; the customer speaks the other language. Each run signs up a new
 * business, so nothing here touches the demo salon's data.
 */
const SERVICE = 'Schnitt und Föhnen';
const CATEGORY = 'Haare';
const BRANCH = 'Neuland Mitte';
const ZONE = 'Europe/Berlin';
test.use({ viewport: { width: 1280, height: 900 }, timezoneId: ZONE });

/** Back on the overview (by its link), the checklist says which items are done. */
async function expectChecklist(page: Page, locale: Locale, done: ChecklistItem[]) {
  const setup = salonSetup(page, locale);
  await press(setup.settingsNav.getByRole('link', { name: setup.say.overview }));
  await expect(page.getByRole('heading', { level: 1, name: setup.say.settings })).toBeVisible();
  for (const item of ['branch', 'service', 'employee'] as const) {
    const state = done.includes(item) ? setup.say.done : setup.say.missing;
    await expect(setup.checklistItem(item)).toContainText(state);
  }
}

/** A visitor's own browser on the run's clock, who chose `locale` on an earlier visit (the cookie the shell keeps). */
async function visitorIn(browser: Browser, locale: Locale) {
  const context = await newContextOnTestClock(browser, { timezoneId: ZONE });
  await context.addCookies([{ name: 'booking_locale', value: locale, domain: 'localhost', path: '/' }]);
  return { context, page: await context.newPage(), say: customerWords(locale) };
}

for (const [owner, other] of [
  ['en', 'de'],
  ['de', 'en'],
] as const) {
  test.describe(`the owner in ${owner}, the customer in ${other}`, () => {
    test.use({ uiLocale: owner });

    test('a new salon signs up, sets itself up by keyboard, goes live, and a customer books its employee at once', async ({
      page,
      browser,
    }) => {
      const setup = salonSetup(page, owner);
      const say = setup.say;
      const business = uniqueBusiness(owner === 'en' ? 'Salon Neuland' : 'Salon Neustart');
      await signUpByKeyboard(page, owner, business);

      // Nothing is set up: every item is missing, the switch waits, new visitors find nothing.
      await page.goto('/staff/settings');
      await expectChecklist(page, owner, []);
      await expect(setup.toggle).toBeDisabled();
      expect(await axeViolations(page), 'the empty overview').toEqual([]);
      const visitor = await visitorIn(browser, other);
      await visitor.page.goto(`/${business.address}`);
      await expect(visitor.page.getByRole('heading', { level: 1, name: visitor.say.notFound })).toBeVisible();

      // A branch; its opening hours start as a working week with a lunch break.
      await addBranchByKeyboard(page, owner, {
        name: BRANCH,
        slug: 'mitte',
        street: 'Torstraße',
        number: '12',
        zip: '10119',
        city: 'Berlin',
        phone: '30 9876543',
      });
      await expectChecklist(page, owner, ['branch']);

      // A category and a service offered at the branch; nobody performs it yet.
      await press(setup.settingsNav.getByRole('link', { name: say.services }));
      await expect(page.getByRole('heading', { level: 1, name: say.services })).toBeVisible();
      await typeInto(page.getByLabel(say.categoryName), CATEGORY);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 2, name: CATEGORY })).toBeVisible();
      await press(page.getByRole('link', { name: say.addServiceTo(CATEGORY) }));
      await expect(page.getByRole('heading', { level: 1, name: say.newService })).toBeVisible();
      await typeInto(page.getByLabel(say.serviceName, { exact: true }), SERVICE);
      // A select takes the first letters of an option from the keyboard.
      await typeInto(page.getByLabel(say.duration, { exact: true }), '45');
      await expect(page.getByLabel(say.duration, { exact: true })).toHaveValue('45');
      await typeInto(page.getByLabel(say.price, { exact: true }), '38');
      await expect(page.getByRole('checkbox', { name: BRANCH })).toBeChecked();
      expect(await axeViolations(page), 'the service form').toEqual([]);
      await press(page.getByRole('button', { name: say.saveService }));
      await expect(page).toHaveURL('/staff/settings/services');
      await expect(page.getByRole('region', { name: CATEGORY })).toContainText(SERVICE);
      await expectChecklist(page, owner, ['branch', 'service']);

      // An employee who performs it: without hours, nobody can book her yet.
      await press(setup.settingsNav.getByRole('link', { name: say.team }));
      await expect(page.getByRole('heading', { level: 1, name: say.team })).toBeVisible();
      await press(page.getByRole('link', { name: say.addEmployee }));
      await typeInto(page.getByRole('textbox', { name: say.firstName }), 'Lea');
      await typeInto(page.getByRole('textbox', { name: say.lastName }), 'Lindner');
      await typeInto(page.getByRole('textbox', { name: say.displayName }), 'Lea L.');
      const performs = page.getByRole('checkbox', { name: new RegExp(SERVICE) });
      await press(performs, 'Space');
      await expect(performs).toBeChecked();
      expect(await axeViolations(page), 'the employee form').toEqual([]);
      await press(page.getByRole('button', { name: say.createEmployee, exact: true }));
      await expect(page).toHaveURL('/staff/settings/team');
      await expect(page.getByRole('link', { name: 'Lea Lindner (Lea L.)' })).toBeVisible();
      await expectChecklist(page, owner, ['branch', 'service']);

      // Her hours, typed into the week: 8 to 20 every day.
      await press(setup.settingsNav.getByRole('link', { name: say.team }));
      await page.getByRole('textbox', { name: say.monday('Lea Lindner') }).focus();
      for (let day = 0; day < 7; day++) {
        await page.keyboard.type('8-20');
        await page.keyboard.press('Tab');
      }
      await press(page.getByRole('button', { name: say.saveHours }));
      await expect(page.getByText(say.hoursSaved)).toBeVisible();
      expect(await axeViolations(page), 'the team with hours').toEqual([]);
      await expectChecklist(page, owner, ['branch', 'service', 'employee']);

      // Going live.
      await expect(setup.toggle).toBeEnabled();
      await press(setup.toggle);
      await expect(setup.toggle).toBeChecked();
      await expect(page.getByText(say.online)).toBeVisible();
      expect(await axeViolations(page), 'the live overview').toEqual([]);

      // At once the customer finds the page and books Lea for the service, through every step.
      const { page: customer, say: words } = visitor;
      await customer.goto(`/${business.address}`);
      await consentBanner(customer, other).onlyNecessary.click();
      // Its only branch opens at once.
      const steps = beautyTime(customer, other);
      await expect(steps.servicesHeading).toBeVisible();
      await expect(customer).toHaveURL(`/${business.address}/mitte/book`);
      expect(await axeViolations(customer), 'the new page’s services').toEqual([]);
      await steps.service(new RegExp(SERVICE)).check();
      await steps.continueButton.click();
      // Lea alone performs it: there is nobody else to choose, the first available is she.
      await expect(steps.timeHeading).toBeVisible();
      const start = await chooseFreeTime(customer);
      expect(await axeViolations(customer), 'the new page’s times').toEqual([]);
      await steps.continueButton.click();
      await expect(customer.getByRole('heading', { level: 1, name: words.details })).toBeVisible();
      await customer.getByLabel(words.firstName, { exact: true }).fill('Jana');
      await customer.getByLabel(words.lastName, { exact: true }).fill('Jetzt');
      await customer.getByLabel(words.email, { exact: true }).fill(`jana.${business.address}@example.com`);
      await customer.getByRole('textbox', { name: words.phone }).fill('151 23456789');
      await customer.getByRole('button', { name: words.continue }).click();
      await expect(customer.getByRole('heading', { level: 1, name: words.check })).toBeVisible();
      await customer.getByRole('button', { name: words.book }).click();
      await expect(customer.getByRole('heading', { level: 1, name: words.booked })).toBeVisible();
      await expect(customer.getByRole('main')).toContainText('Lea L.');
      await expect(customer.getByRole('main')).toContainText(SERVICE);
      expect(await axeViolations(customer), 'the confirmation').toEqual([]);
      await visitor.context.close();

      // The owner's calendar shows it on the booked day, and opened, it is Lea's.
      await page.goto('/staff/branches');
      await press(page.getByRole('button', { name: new RegExp(BRANCH) }));
      await page.goto(`/staff/mitte/day/${start.slice(0, 10)}`);
      const booking = page.getByRole('group', { name: say.dayGrid }).getByRole('link', { name: /Jana Jetzt/ });
      await expect(booking).toContainText(SERVICE);
      await press(booking);
      const details = page.getByRole('dialog');
      await expect(details).toContainText('Jana Jetzt');
      await expect(details).toContainText('Lea Lindner');
      expect(await axeViolations(page), 'the booking in the calendar').toEqual([]);
    });
  });
}
