import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { checkoutPage, customerForm, customerList, customerPage } from '../pages/staff-customers';
import { bookOnline, payOnline } from '../support/online-booking';
import { bookTwiceOnOneDay } from '../support/same-day-booking';
import { signedInOwnerTest, signedInTest } from '../support/signed-in-staff';
import { axeViolations, expect } from '../support/test';

/**
 * Customer records and checkout for staff, over the real API. Every test makes its
 * own customers with a unique name and email, and books its own appointments, so tests running
 * in parallel never see each other's data.
 */

const LIST = '/staff/mitte/customers';

/** A surname no other test uses: letters only, as names are. */
function uniqueName(prefix: string): string {
  const letters = randomUUID()
    .replaceAll('-', '')
    .slice(0, 8)
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'x');
  return `${prefix}${letters}`;
}

/**
 * A phone number no other test books with: online bookings are matched by phone when the email
 * finds nobody, so a shared number would tie one test's booking to another's customer.
 */
function uniquePhone(): string {
  return `+49 30 ${String(2_000_000 + Math.floor(Math.random() * 7_000_000))}`;
}

async function createCustomer(page: Page, first: string, last: string, email: string): Promise<void> {
  await page.goto(`${LIST}/new`);
  const form = customerForm(page);
  await form.firstName.fill(first);
  await form.lastName.fill(last);
  await form.email.fill(email);
  await form.save.click();
  await expect(page.getByRole('heading', { level: 1, name: `${first} ${last}` })).toBeVisible();
}

/** Signed in as the demo salon's staff: one session per worker (a sign-in per test meets the limits). */
const test = signedInTest;

test("the customers are a view of the calendar's top bar, beside day, week and list", async ({ page }) => {
  await page.goto('/staff/mitte/list');
  const views = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Day', exact: true }) });
  await views.getByRole('link', { name: 'Customers', exact: true }).click();

  await expect(page).toHaveURL(LIST);
  await expect(customerList(page).heading).toBeVisible();
  await expect(views.getByRole('link', { name: 'Customers', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Studio Lumen Mitte', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change branch' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // Dates are the day's and the week's: the customers have no date navigation.
  await expect(page.getByRole('link', { name: 'Today' })).toHaveCount(0);
  expect(await axeViolations(page), 'customers in the calendar layout').toEqual([]);

  await views.getByRole('link', { name: 'Day', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/mitte\/day\/\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('link', { name: 'Today' })).toBeVisible();
});

test('staff create, find and edit a customer; deleting is left to the owner', async ({ page }) => {
  const last = uniqueName('Meyer');
  const email = `${last.toLowerCase()}@example.com`;
  await page.goto(LIST);
  const list = customerList(page);
  await list.newCustomer.click();
  await expect(page.getByRole('heading', { level: 1, name: 'New customer' })).toBeVisible();

  const form = customerForm(page);
  await form.addAddress.click();
  await form.firstName.fill('A');
  await form.lastName.fill(last);
  await form.email.fill('anna@');
  await form.phone.fill('0');
  await form.address(1).getByLabel('Street').fill('Torstraße');
  await form.address(1).getByLabel('House number').fill('12');
  await form.address(1).getByLabel('Postcode').fill('10119');
  await form.address(1).getByLabel('City').fill('Berlin');
  await form.save.click();

  await expect(form.summary).toHaveText('Correct all marked fields');
  await expect(form.firstName).toBeFocused();
  await expect(form.firstName).toHaveAccessibleDescription('At least 2 characters');
  await expect(form.email).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(form.phone).toHaveAttribute('aria-invalid', 'true');
  // What was typed stays.
  await expect(form.lastName).toHaveValue(last);
  await expect(form.address(1).getByLabel('Street')).toHaveValue('Torstraße');

  await form.firstName.fill('Anna');
  await form.email.fill(email);
  await form.phone.fill('170 1234567');
  await form.birthday.fill('1990-04-01');
  await form.gender('Female').check();
  await form.company.fill('Lumen GmbH');
  await form.b2b.check();
  await form.newsletter.check();
  await form.comment.fill('Prefers mornings');
  await expect(form.customerNumber).toHaveAccessibleDescription('Optional: generated if left empty');
  await form.save.click();

  await expect(page.getByRole('heading', { level: 1, name: `Anna ${last}` })).toBeVisible();
  const record = customerPage(page).record;
  await expect(record).toContainText(email);
  // A number of the branch's country reads as it is dialled there.
  await expect(record).toContainText('0170 1234567');
  await expect(record).toContainText('Torstraße 12');
  await expect(record).toContainText('Germany');
  await expect(record).toContainText('Lumen GmbH');
  await expect(record).toContainText('Prefers mornings');
  await expect(page.getByText(/^Customer no\. \S+$/)).toBeVisible();

  // Found by part of the email, in the list, sorted and paged in the URL.
  await page.goto(LIST);
  await list.searchFor(email.slice(0, 10));
  await expect(page).toHaveURL(new RegExp(`q=${email.slice(0, 10)}`));
  await expect(list.count).toHaveText(/^1 customer found/);
  await list.customerLink(`${last}, Anna`).click();

  // Edit: another phone; the record shows it.
  await customerPage(page).edit.click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit Anna ${last}` })).toBeVisible();
  await expect(form.email).toHaveValue(email);
  await form.phone.fill('30 9876543');
  await form.save.click();
  await expect(page.getByRole('heading', { level: 1, name: `Anna ${last}` })).toBeVisible();
  await expect(customerPage(page).record).toContainText('030 9876543');

  // Erasing a record is the owner's: staff are not offered it.
  await expect(customerPage(page).edit).toBeVisible();
  await expect(customerPage(page).delete).toHaveCount(0);
});

signedInOwnerTest('the owner deletes a customer after the question that says what stays', async ({ page }) => {
  const last = uniqueName('Krause');
  await createCustomer(page, 'Anna', last, `${last.toLowerCase()}@example.com`);
  const list = customerList(page);

  await customerPage(page).delete.click();
  const dialog = page.getByRole('dialog', { name: `Delete Anna ${last}?` });
  await expect(dialog).toContainText('stay readable');
  await dialog.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(list.heading).toBeVisible();
  await list.searchFor(last);
  await expect(list.count).toHaveText(/^0 customers found/);
});

test('another customer with the same email is refused at the email field, keeping what was typed', async ({ page }) => {
  const last = uniqueName('Schulz');
  const email = `${last.toLowerCase()}@example.com`;
  await createCustomer(page, 'Jonas', last, email);

  await page.goto(`${LIST}/new`);
  const form = customerForm(page);
  await form.firstName.fill('Other');
  await form.lastName.fill(last);
  await form.email.fill(email.toUpperCase());
  await form.save.click();

  await expect(form.email).toHaveAccessibleDescription('Another customer already has this email address');
  await expect(form.summary).toHaveText('Correct all marked fields');
  await expect(form.firstName).toHaveValue('Other');
  await expect(form.email).toHaveValue(email.toUpperCase());
});

test('an online booking is matched to an existing customer, another creates a new one', async ({ page }) => {
  const last = uniqueName('Kaya');
  const email = `${last.toLowerCase()}@example.com`;
  await createCustomer(page, 'Elif', last, email);
  const known = page.url();

  const matched = await bookOnline({
    first_name: 'Elif',
    last_name: last,
    email: email.toUpperCase(),
    phone: uniquePhone(),
  });
  await page.reload();
  const appointments = customerPage(page).appointments;
  await expect(appointments.getByRole('listitem')).toHaveCount(1);
  await expect(appointments.getByRole('listitem')).toContainText(matched.serviceName);
  await expect(appointments.getByRole('listitem')).toContainText('Matched');
  await expect(appointments.getByRole('listitem')).toContainText('Booked');
  // In the calendar: the grid says how it was matched, the details link the record.
  await page.goto(`/staff/mitte/day/${matched.start.slice(0, 10)}`);
  const item = page
    .getByRole('group', { name: /^Appointments on / })
    .getByRole('link', { name: new RegExp(`Elif ${last}`) });
  await expect(item).toContainText('Online booking: matched to a customer');
  await item.click();
  const details = page.getByRole('dialog', { name: `Elif ${last}` });
  await expect(details.getByRole('link', { name: /^Customer record / })).toHaveAttribute(
    'href',
    new URL(known).pathname,
  );
  await expect(details.getByText('Matched', { exact: true })).toBeVisible();

  const newLast = uniqueName('Novak');
  const newEmail = `${newLast.toLowerCase()}@example.com`;
  await bookOnline({ first_name: 'Mila', last_name: newLast, email: newEmail, phone: uniquePhone() });
  await page.goto(LIST);
  await customerList(page).searchFor(newEmail);
  await customerList(page).customerLink(`${newLast}, Mila`).click();
  await expect(page.getByRole('heading', { level: 1, name: `Mila ${newLast}` })).toBeVisible();
  await expect(customerPage(page).record).toContainText('Online booking');
  await expect(customerPage(page).appointments.getByRole('listitem')).toContainText('New customer');
  expect(page.url()).not.toBe(known);
});

test('staff link an online booking whose customer was not found to the right customer', async ({ page }) => {
  const last = uniqueName('Weber');
  await createCustomer(page, 'Lena', last, `${last.toLowerCase()}@example.com`);
  // Booked under another email and phone: nothing matches, so it made a record of its own.
  await bookOnline({
    first_name: 'Lena',
    last_name: last,
    email: `${last.toLowerCase()}@work.example`,
    phone: uniquePhone(),
  });
  await page.reload();
  await expect(customerPage(page).appointments.getByText('No upcoming appointments.')).toBeVisible();

  const section = customerPage(page).linkSection;
  await section.getByRole('button', { name: 'Find appointments' }).click();
  await section.getByRole('button', { name: `Link to Lena ${last}` }).click();

  await expect(section.getByText(`Linked: the appointment is now among those of Lena ${last}.`)).toBeVisible();
  const item = customerPage(page).appointments.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Matched');
});

test('staff check out an appointment: quantities, a discount, cash, and it shows paid', async ({ page }) => {
  const last = uniqueName('Fischer');
  const booking = await bookOnline({
    first_name: 'Paul',
    last_name: last,
    email: `${last.toLowerCase()}@example.com`,
    phone: uniquePhone(),
  });
  await page.goto(LIST);
  await customerList(page).searchFor(last);
  await customerList(page).customerLink(`${last}, Paul`).click();
  await customerPage(page).appointments.getByRole('link', { name: 'Check out' }).click();

  const checkout = checkoutPage(page);
  await expect(checkout.heading).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Paul ${last}`);
  const quantity = checkout.quantity(booking.serviceName);
  await expect(quantity).toHaveValue('1');
  const oneEach = (await checkout.totalAmount.textContent()) ?? '';

  await quantity.fill('2');
  await checkout.discount.fill('100000');
  await checkout.pay.click();
  await expect(checkout.discount).toHaveAccessibleDescription(/The discount cannot be more than the total/);
  await expect(page.getByRole('alert').first()).toHaveText('Correct all marked fields');

  await checkout.discount.fill('5');
  await expect(checkout.totalAmount).not.toHaveText(oneEach);
  await checkout.method('Cash').check();
  const total = (await checkout.totalAmount.textContent())?.trim() ?? '';
  await expect(checkout.pay).toHaveText(`Take payment of ${total}`);
  await checkout.pay.click();

  await expect(checkout.paid).toContainText('Paid in cash.');
  await expect(checkout.paid).toContainText(total);
  await expect(checkout.pay).toHaveCount(0);

  await page.reload();
  await expect(checkout.paid).toContainText('Paid in cash.');
  await expect(checkout.pay).toHaveCount(0);
});

test('a service of the customer’s other appointment that day is refused in the cart, with a way to check that one out', async ({
  page,
}) => {
  const last = uniqueName('Lang');
  const contact = {
    first_name: 'Jule',
    last_name: last,
    email: `${last.toLowerCase()}@example.com`,
    phone: uniquePhone(),
  };
  const [morning, later] = await bookTwiceOnOneDay(contact);
  await page.goto(`/staff/mitte/checkout/${morning.id}`);
  const checkout = checkoutPage(page);
  await expect(checkout.quantity(morning.serviceName)).toHaveValue('1');

  // One more of its own service: a second one on the bill.
  await checkout.addService.selectOption({ label: morning.serviceName });
  await checkout.add.click();
  await expect(checkout.quantity(morning.serviceName)).toHaveValue('2');

  // The customer's other appointment that day: offered, and refused by the cart's rule.
  await checkout.addService.selectOption({ label: later.serviceName });
  await checkout.add.click();
  const refusal = page.getByRole('main').getByRole('alert');
  await expect(refusal).toContainText('The cart contains products from another appointment');
  await expect(checkout.quantity(later.serviceName)).toHaveCount(0);
  await expect(checkout.quantity(morning.serviceName)).toHaveValue('2');

  await refusal.getByRole('link', { name: /^Check out the appointment at .+ on its own$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/mitte/checkout/${later.id}$`));
  await expect(checkout.quantity(later.serviceName)).toHaveValue('1');
  await expect(checkout.quantity(morning.serviceName)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

test('a payment whose answer was lost is retried with the same Idempotency-Key and charged once', async ({ page }) => {
  const last = uniqueName('Bauer');
  const booking = await bookOnline({
    first_name: 'Ida',
    last_name: last,
    email: `${last.toLowerCase()}@example.com`,
    phone: uniquePhone(),
  });
  // Without live updates: otherwise the payment's own change event can refetch the page and
  // show it paid before Retry is pressed (which is right for staff, but not what this tests).
  await page.route('**/v0/staff/branches/mitte/events', (route) => route.abort());
  const keys: string[] = [];
  let lose = true;
  // The network drops the first answer after the API has recorded the payment.
  await page.route(`**/v0/staff/appointments/${booking.id}/checkout`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!lose) return route.continue();
    lose = false;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.goto(`/staff/mitte/checkout/${booking.id}`);
  const checkout = checkoutPage(page);
  await checkout.method('Card').check();
  await checkout.pay.click();

  await expect(page.getByRole('alert')).toContainText('The payment could not be confirmed');
  await checkout.retry.click();

  await expect(checkout.paid).toContainText('Paid by card.');
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});

test('an appointment paid online shows as paid, with nothing to charge', async ({ page }) => {
  const last = uniqueName('Roth');
  const booking = await bookOnline(
    { first_name: 'Nina', last_name: last, email: `${last.toLowerCase()}@example.com`, phone: uniquePhone() },
    'online',
  );
  await payOnline(booking);

  await page.goto(`/staff/mitte/checkout/${booking.id}`);
  const checkout = checkoutPage(page);
  await expect(checkout.paid).toContainText('Paid online when booked: nothing to charge.');
  await expect(checkout.pay).toHaveCount(0);
  await expect(checkout.method('Cash')).toHaveCount(0);

  await page
    .getByRole('main')
    .getByRole('link', { name: `Nina ${last}` })
    .click();
  const item = customerPage(page).appointments.getByRole('listitem');
  await expect(item).toContainText('Paid online');
  await expect(item.getByRole('link', { name: 'Check out' })).toHaveCount(0);
});

test('the list, the form and the checkout work by keyboard with a visible focus', async ({ page }) => {
  const last = uniqueName('Wolf');
  await createCustomer(page, 'Tom', last, `${last.toLowerCase()}@example.com`);
  await page.goto(LIST);
  const list = customerList(page);

  await list.search.focus();
  await page.keyboard.type(last);
  await page.keyboard.press('Enter');
  await expect(list.count).toHaveText(/^1 customer found/);
  const link = list.customerLink(`${last}, Tom`);
  await link.focus();
  await expect(link).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Tom ${last}` })).toBeVisible();

  await page.goto(`${LIST}/new`);
  const form = customerForm(page);
  await form.firstName.focus();
  await page.keyboard.press('Enter');
  await expect(form.summary).toHaveText('Correct all marked fields');
  await expect(form.firstName).toBeFocused();
  await expect(form.firstName).toHaveCSS('outline-style', 'solid');
  await expect(form.firstName).toHaveAccessibleDescription('Required field');

  const booking = await bookOnline({
    first_name: 'Tom',
    last_name: last,
    email: `${last.toLowerCase()}@example.com`,
    phone: uniquePhone(),
  });
  await page.goto(`/staff/mitte/checkout/${booking.id}`);
  const checkout = checkoutPage(page);
  await checkout.quantity(booking.serviceName).focus();
  await page.keyboard.press('Tab');
  await expect(checkout.addService).toBeFocused();
  await expect(checkout.addService).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Tab');
  await expect(checkout.add).toBeFocused();
  await expect(checkout.add).toHaveCSS('outline-style', 'solid');
  // One more of the booked service, by Enter on "Add".
  await page.keyboard.press('Enter');
  await expect(checkout.quantity(booking.serviceName)).toHaveValue('2');
  await page.keyboard.press('Tab');
  await expect(checkout.discount).toBeFocused();
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await expect(checkout.method('Cash')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(checkout.method('Card')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(checkout.pay).toBeFocused();
  await expect(checkout.pay).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(checkout.paid).toContainText('Paid by card.');
});

test('the customer screens and the checkout fit every staff screen from 768 to 1920 px', async ({ page }) => {
  const last = uniqueName('Breit');
  const [booking] = await bookTwiceOnOneDay({
    first_name: 'Bea',
    last_name: last,
    email: `${last.toLowerCase()}@example.com`,
    phone: uniquePhone(),
  });
  const customer = await (async () => {
    await page.goto(`${LIST}?q=${last}`);
    await customerList(page).customerLink(`${last}, Bea`).click();
    await expect(page.getByRole('heading', { level: 1, name: `Bea ${last}` })).toBeVisible();
    return new URL(page.url()).pathname;
  })();
  const screens = [
    { path: `${LIST}?q=${last}`, ready: customerList(page).customerLink(`${last}, Bea`) },
    { path: customer, ready: customerPage(page).record },
    { path: `${customer}?edit`, ready: customerForm(page).save },
    { path: `/staff/mitte/checkout/${booking.id}`, ready: checkoutPage(page).pay },
  ];
  for (const width of [768, 1024, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const { path, ready } of screens) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      // Nothing runs off the side: no sideways scrolling at this width.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${path} at ${width} px`,
      ).toBeLessThanOrEqual(width);
    }
    // The checkout's controls stay on screen side by side with their labels.
    await expect(checkoutPage(page).add).toBeInViewport();
  }
});

for (const locale of ['en', 'de'] as const) {
  test.describe(`in ${locale === 'en' ? 'English' : 'German'}`, () => {
    test.use({ uiLocale: locale });

    test('the customer screens and the checkout have no axe violations', async ({ page }) => {
      const t =
        locale === 'en'
          ? {
              customers: 'Customers',
              newCustomer: 'New customer',
              checkout: 'Checkout',
              save: 'Save customer',
              addService: 'Add a service',
              add: 'Add',
              refused: '^The cart contains products from another appointment.*on its own$',
            }
          : {
              customers: 'Kunden',
              newCustomer: 'Neuer Kunde',
              checkout: 'Kasse',
              save: 'Kunden speichern',
              addService: 'Leistung hinzufügen',
              add: 'Hinzufügen',
              refused: '^Der Warenkorb enthält Produkte aus einem anderen Termin.*einzeln abrechnen$',
            };
      const last = uniqueName('Axe');
      const [booking, later] = await bookTwiceOnOneDay({
        first_name: 'Ada',
        last_name: last,
        email: `${last.toLowerCase()}@example.com`,
        phone: uniquePhone(),
      });

      await page.goto(`${LIST}?q=${last}`);
      await expect(page.getByRole('heading', { level: 1, name: t.customers })).toBeVisible();
      await expect(page.getByRole('main').getByRole('table')).toBeVisible();
      expect(await axeViolations(page), 'list').toEqual([]);

      await page
        .getByRole('main')
        .getByRole('link', { name: `${last}, Ada` })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: `Ada ${last}` })).toBeVisible();
      expect(await axeViolations(page), 'customer page').toEqual([]);

      await page.goto(`${LIST}/new`);
      await expect(page.getByRole('heading', { level: 1, name: t.newCustomer })).toBeVisible();
      await page.getByRole('main').getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
      expect(await axeViolations(page), 'form with errors').toEqual([]);

      await page.goto(`/staff/mitte/checkout/${booking.id}`);
      await expect(page.getByRole('heading', { level: 1, name: t.checkout })).toBeVisible();
      expect(await axeViolations(page), 'checkout').toEqual([]);

      // The cart refusing a service of the customer's other appointment that day, in words.
      await page.getByRole('combobox', { name: t.addService }).selectOption({ label: later.serviceName });
      await page.getByRole('button', { name: t.add, exact: true }).click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(new RegExp(t.refused));
      expect(await axeViolations(page), 'checkout refusing another appointment').toEqual([]);
    });
  });
}
