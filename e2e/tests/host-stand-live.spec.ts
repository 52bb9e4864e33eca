import { reservation } from '../pages/gastro-reservation';
import { hostStand, servicePath } from '../pages/host-stand';
import { guestName } from '../support/host-stand-data';
import { signedInRestaurantTest as test } from '../support/signed-in-staff';
import { expect } from '../support/test';
import { newContextOnTestClock } from '../support/test-clock';

/**
 * A reservation a guest makes on the restaurant's booking page, in a second page, reaches the
 * open host stand without a reload (the live events of decision 0023), with a quiet notice.
 */
test('a reservation made online in a second page appears on the open service with a quiet notice', async ({
  page,
  browser,
}) => {
  const guestContext = await newContextOnTestClock(browser);
  // The guest reads English, like the host (the test fixture does this for the test's own context).
  await guestContext.addCookies([{ name: 'booking_locale', value: 'en', domain: 'localhost', path: '/' }]);
  await guestContext.addInitScript(() => window.localStorage.setItem('booking.locale', 'en'));
  const guest = await guestContext.newPage();
  const r = reservation(guest);
  const name = guestName();

  // The guest gets as far as "Reserve now"; the time they chose says which day the host watches.
  await guest.goto('/demo-restaurant/kreuzberg/reserve');
  await guest.locator('#root:not([data-server-drawn])').waitFor({ state: 'attached' });
  await r.partySize.selectOption('2');
  const time = guest.getByRole('main').getByRole('radio').and(guest.locator('[name="reservation-time"]')).first();
  await time.waitFor();
  const start = (await time.getAttribute('value')) ?? '';
  await time.check();
  await r.continueButton.click();
  await r.name.fill(name);
  await r.email.fill('live.guest@example.com');
  await r.phone.fill('151 12345678');
  await r.continueButton.click();
  await expect(r.reserveButton).toBeVisible();

  const host = hostStand(page);
  await page.goto(servicePath(start.slice(0, 10)));
  await expect(host.heading).toContainText('Service: ');
  // Marks this document: a reload would lose it.
  await page.evaluate(() => document.documentElement.setAttribute('data-before-live', ''));
  await expect(host.row(name)).toHaveCount(0);

  await r.reserveButton.click();
  await expect(r.heading('Your table is reserved')).toBeVisible();

  const notice = page.locator('.host-live[role="status"]');
  await expect(notice).toContainText(`New online: `);
  await expect(notice.getByRole('link', { name })).toBeVisible();
  await expect(host.row(name)).toContainText('New');
  await expect(page.locator('html[data-before-live]')).toHaveCount(1);

  await notice.getByRole('button', { name: 'Seen' }).click();
  await expect(notice).toBeEmpty();
  await expect(host.row(name)).not.toContainText('New');
  await guestContext.close();
});
