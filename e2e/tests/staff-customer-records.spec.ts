import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { customerList, customerPage } from '../pages/staff-customers';
import { bookOnline } from '../support/online-booking';
import { signedInTest } from '../support/signed-in-staff';
import { axeViolations, expect } from '../support/test';

/**
 * Customer records as a receptionist reads them: phones formatted as dialled in the branch's
 * country (Berlin: national), a phone search however the number is written, the name each
 * booking was made under, and two records sharing a phone merged into one. Every test books
 * with its own names, emails and phone, so parallel tests never meet.
 */

const LIST = '/staff/mitte/customers';
const test = signedInTest;

/** A surname no other test uses: letters only. */
function uniqueName(prefix: string): string {
  const letters = randomUUID()
    .replaceAll('-', '')
    .slice(0, 8)
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'x');
  return `${prefix}${letters}`;
}

/** A Berlin number no other test books with: its seven digits after 030. */
function uniqueBerlinDigits(): string {
  return String(2_000_000 + Math.floor(Math.random() * 7_000_000));
}

const booker = (first_name: string, last_name: string, digits: string) => ({
  first_name,
  last_name,
  email: `${first_name}.${last_name}.${randomUUID().slice(0, 6)}@example.com`.toLowerCase(),
  phone: `+49 30 ${digits}`,
});

async function openCustomer(page: Page, last: string, first: string): Promise<void> {
  await page.goto(`${LIST}?q=${last}`);
  await customerList(page).customerLink(`${last}, ${first}`).click();
  await expect(page.getByRole('heading', { level: 1, name: `${first} ${last}` })).toBeVisible();
}

test('a phone is found however it is written, and shown as it is dialled in Berlin', async ({ page }) => {
  const last = uniqueName('Berg');
  const digits = uniqueBerlinDigits();
  await bookOnline(booker('Tilda', last, digits));
  const list = customerList(page);
  for (const typed of [
    `+49 30 ${digits}`,
    `030 ${digits}`,
    `030${digits}`,
    `(030) ${digits.slice(0, 3)}-${digits.slice(3)}`,
  ]) {
    await page.goto(LIST);
    await list.searchFor(typed);
    await expect(list.customerLink(`${last}, Tilda`), typed).toBeVisible();
  }
  await expect(list.table.getByRole('row', { name: new RegExp(last) })).toContainText(`030 ${digits}`);
  await expect(list.table).not.toContainText(`+4930${digits}`);
  await list.customerLink(`${last}, Tilda`).click();
  await expect(customerPage(page).record).toContainText(`030 ${digits}`);
});

test('another name with a known phone is a record of its own, and staff merge the two', async ({ page }) => {
  const last = uniqueName('Lopez');
  const digits = uniqueBerlinDigits();
  const mothers = await bookOnline(booker('Maria', last, digits));
  await bookOnline(booker('Lucia', last, digits));

  // Lucia's own first booking made her record: "New customer", under her name.
  await openCustomer(page, last, 'Lucia');
  const lucia = page.url();
  const item = customerPage(page).appointments.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`Booked as Lucia ${last}`);
  await expect(item).toContainText('New customer');
  const samePhone = page.getByRole('region', { name: 'Same phone number' });
  await expect(samePhone.getByRole('link', { name: new RegExp(`^Same phone as Maria ${last}`) })).toBeVisible();

  // Maria's record says the same of Lucia; she merges Lucia's record into hers.
  await samePhone.getByRole('link', { name: new RegExp(`^Same phone as Maria ${last}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Maria ${last}` })).toBeVisible();
  await expect(customerPage(page).appointments.getByRole('listitem')).toHaveCount(1);
  await page
    .getByRole('region', { name: 'Same phone number' })
    .getByRole('button', { name: `Merge Lucia ${last} into this record` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Merge Lucia ${last} into Maria ${last}?` });
  await expect(dialog).toContainText('This cannot be undone.');
  expect(await axeViolations(page), 'merge question').toEqual([]);
  await dialog.getByRole('button', { name: 'Yes, merge' }).click();

  await expect(page.getByText(`Lucia ${last} was merged into Maria ${last}`)).toBeVisible();
  // The merge button left with the merged record; focus is on the bookings it moved.
  await expect(page.getByRole('heading', { level: 2, name: 'Appointments' })).toBeFocused();
  const items = customerPage(page).appointments.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: `Booked as Lucia ${last}` })).toContainText('Matched');
  await expect(items.filter({ hasText: `Booked as Maria ${last}` })).toContainText('New customer');
  await expect(page.getByRole('region', { name: 'Same phone number' })).toHaveCount(0);
  // Lucia's record is gone: her page is not found, and the list finds only Maria.
  await page.goto(lucia);
  await expect(page.getByRole('heading', { level: 1, name: `Lucia ${last}` })).toHaveCount(0);
  await page.goto(`${LIST}?q=${last}`);
  await expect(customerList(page).customerLink(`${last}, Maria`)).toBeVisible();
  await expect(customerList(page).customerLink(`${last}, Lucia`)).toHaveCount(0);

  // The appointment's details show the phone as the receptionist dials it.
  await page.goto(`/staff/mitte/day/${mothers.start.slice(0, 10)}/appointments/${mothers.id}`);
  const details = page.getByRole('dialog', { name: `Maria ${last}` });
  await expect(details.getByRole('link', { name: `030 ${digits}` })).toHaveAttribute('href', `tel:+4930${digits}`);
});

test('the calendar list shows phones as dialled in Berlin', async ({ page }) => {
  const last = uniqueName('Lang');
  const digits = uniqueBerlinDigits();
  await bookOnline(booker('Ilse', last, digits));
  await page.goto(`/staff/mitte/list?q=${last}`);
  await expect(
    page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: `Ilse ${last}` }),
  ).toContainText(`030 ${digits}`);
});

for (const locale of ['en', 'de'] as const) {
  test.describe(`in ${locale === 'en' ? 'English' : 'German'}`, () => {
    test.use({ uiLocale: locale });

    test('a record with the same phone as another, and the merge question, have no axe violations', async ({
      page,
    }) => {
      const t =
        locale === 'en'
          ? { region: 'Same phone number', merge: 'into this record', bookedAs: 'Booked as', first: 'New customer' }
          : {
              region: 'Gleiche Telefonnummer',
              merge: 'hier zusammenführen',
              bookedAs: 'Gebucht als',
              first: 'Neukunde',
            };
      const last = uniqueName('Axe');
      const digits = uniqueBerlinDigits();
      await bookOnline(booker('Ada', last, digits));
      await bookOnline(booker('Ida', last, digits));
      await openCustomer(page, last, 'Ada');
      const region = page.getByRole('region', { name: t.region });
      await expect(region).toContainText(`Ida ${last}`);
      const bookings = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ hasText: `${t.bookedAs} Ada ${last}` });
      await expect(bookings).toContainText(t.first);
      expect(await axeViolations(page), 'customer page').toEqual([]);
      await region.getByRole('button', { name: new RegExp(t.merge) }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await axeViolations(page), 'merge question').toEqual([]);
    });
  });
}
