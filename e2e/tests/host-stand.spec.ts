import { hostStand, servicePath, tablesPath } from '../pages/host-stand';
import { staffSignIn } from '../pages/staff-sign-in';
import { mailsTo } from '../support/customer-mail';
import {
  freeTableAt,
  guestName,
  onlineServiceDay,
  openNow,
  RESTAURANT_STAFF,
  reserveByPhone,
  reserveOnlineAtFirstFree,
  restaurantDate,
  startedServiceToday,
  timeWithCombinationFree,
  timeWithFreeTables,
} from '../support/host-stand-data';
import { signedInRestaurantTest } from '../support/signed-in-staff';
import { axeViolations, expect, test as plainTest } from '../support/test';

/**
 * The restaurant's host stand over the built product and the real API: the demo restaurant's
 * staff see their reservations, seat a walk-in, step parties through their states, move and
 * cancel, by keyboard. Each test makes its own guests (support/host-stand-data.ts). The live
 * test is host-stand-live.spec.ts's; German and the widths are at the end.
 */
const test = signedInRestaurantTest;

plainTest('restaurant staff sign in by keyboard and get the host stand, not the salon calendar', async ({ page }) => {
  const { date, times } = await onlineServiceDay();
  const name = guestName();
  await reserveOnlineAtFirstFree(times, name, 'erika.probe@example.com', 3, 'Window seat, please');
  const host = hostStand(page);

  await page.goto('/staff');
  const form = staffSignIn(page);
  await form.email.focus();
  await page.keyboard.type(RESTAURANT_STAFF.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(RESTAURANT_STAFF.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a branch' })).toBeVisible();

  // Opened by its address, as a bookmark would: choosing it here would remember it, and
  // boot.spec.ts counts on a restaurant sign-in with no branch remembered.
  await page.goto('/staff/kreuzberg');
  await expect(page).toHaveURL(servicePath(restaurantDate()));
  await expect(host.heading).toContainText('Service: ');
  await expect(page.getByRole('link', { name: 'New appointment' })).toHaveCount(0);
  await expect(page.getByText('Nobody works at this branch on this day.')).toHaveCount(0);
  await expect(page).toHaveTitle('Service · Staff calendar');

  await page.goto(servicePath(date));
  const row = host.row(name);
  await expect(row).toContainText('3 guests');
  await expect(row).toContainText('030 1234567');
  await expect(row).toContainText(/Table [A-D]\d/);
  await expect(row).toContainText('Confirmed');
  await expect(row).toContainText('Request: Window seat, please');
  await expect(page.getByRole('heading', { level: 3, name: /^(Lunch|Dinner)/ }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Guests arriving per hour' })).toBeVisible();
  expect(await axeViolations(page), 'the service').toEqual([]);
});

test('a walk-in is seated now at a free table, by keyboard, without a name', async ({ page }) => {
  test.skip(
    !(await openNow(page.request)),
    "the demo restaurant is closed at this run's clock (a set E2E_CLOCK_START or the real one): no walk-in can be seated now",
  );
  const host = hostStand(page);
  await page.goto(servicePath(restaurantDate()));

  await host.walkIn.focus();
  await page.keyboard.press('Enter');
  await expect(host.dialog.getByRole('heading', { name: 'Seat a walk-in' })).toBeFocused();
  await host.dialog.getByLabel('Party size').selectOption('3');
  const notes = `walk-in ${guestName()}`;
  await host.dialog.getByLabel('Notes (staff only)').focus();
  await page.keyboard.type(notes);
  await page.keyboard.press('Tab');
  await expect(host.dialog.getByRole('button', { name: 'Seat now' })).toBeFocused();
  await page.keyboard.press('Enter');

  // The new party's details replace the form; the service behind lists it, seated.
  await expect(host.dialog.getByRole('heading', { level: 2, name: 'Walk-in' })).toBeVisible();
  await expect(host.dialog).toContainText('Seated');
  await expect(host.step('Finished')).toBeVisible();
  await page.keyboard.press('Escape');
  const row = page.locator('.host-row').filter({ hasText: notes });
  await expect(row).toContainText('Seated');
  await expect(row).toContainText('3 guests');
});

test('a party is marked arrived, seated and finished; one that never came a no-show', async ({ page }) => {
  const host = hostStand(page);
  const { date, times } = await onlineServiceDay();
  const name = guestName();
  await reserveByPhone(page.request, { start: times[1] ?? '', name });
  await page.goto(servicePath(date));

  await host.open(name).focus();
  await page.keyboard.press('Enter');
  await expect(host.dialog.getByRole('heading', { level: 2, name })).toBeFocused();
  for (const [step, said] of [
    ['Arrived', 'Marked as arrived.'],
    ['Seated', 'Marked as seated.'],
    ['Finished', 'Marked as finished: the table is free.'],
  ] as const) {
    await host.step(step).focus();
    await page.keyboard.press('Enter');
    await expect(host.status.filter({ hasText: said })).toBeFocused();
  }
  // Each step can be taken back until the next: a party marked as left by mistake sits again.
  await host.step('Undo “Finished”').focus();
  await page.keyboard.press('Enter');
  await expect(host.status.filter({ hasText: 'Step taken back.' })).toBeFocused();
  await expect(host.step('Undo “Seated”')).toBeVisible();
  await host.step('Finished').focus();
  await page.keyboard.press('Enter');
  await expect(host.status.filter({ hasText: 'Marked as finished: the table is free.' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(host.row(name)).toContainText('Finished');

  // A no-show only once the time has come, on its day: a party of today's service that has begun.
  const begun = await startedServiceToday(page.request);
  const absent = guestName();
  const { id } = await reserveByPhone(page.request, { start: begun.start, name: absent });
  await page.goto(`${servicePath(begun.date)}/reservations/${id}`);
  await host.step('No-show').focus();
  await page.keyboard.press('Enter');
  await expect(host.status.filter({ hasText: 'Marked as a no-show' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(host.row(absent)).toContainText('No-show');
  await expect(host.row(absent)).toHaveClass(/is-struck/);
});

test('a reservation taken on the phone; its move to a table another party holds is refused with the reason in focus', async ({
  page,
}) => {
  const host = hostStand(page);
  // Three tables for four: the held one, the phone party's, and the one it moves to; and two
  // more, since other tests' guests may take tables at that time while this one runs.
  const { date, start } = await timeWithFreeTables(page.request, 4, 5);
  const [first, second] = [guestName(), guestName()];
  const held = await reserveByPhone(page.request, { start, name: first, party_size: 4 });

  // Taken on the phone at the same time, for a party of four, by keyboard.
  await page.goto(servicePath(date));
  await host.newReservation.focus();
  await page.keyboard.press('Enter');
  const form = host.dialog;
  await form.getByLabel('Date').fill(date);
  await form.getByLabel('Time').fill(start.slice(11, 16));
  await form.getByLabel('Party size').selectOption('4');
  await form.getByLabel('Name', { exact: true }).fill(second);
  await form.getByRole('textbox', { name: 'Phone' }).fill('30 1234567');
  await form.getByRole('button', { name: 'Reserve' }).focus();
  await page.keyboard.press('Enter');
  await expect(host.dialog.getByRole('heading', { level: 2, name: second })).toBeVisible();
  await expect(host.dialog).toContainText('TakenOn the phone');
  await expect(host.row(second)).toContainText('4 guests');
  const moving = { table: { id: await host.moveTo.inputValue() } };

  await host.moveTo.selectOption(held.table.id);
  await host.move.focus();
  await page.keyboard.press('Enter');
  const refusal = host.dialog.getByRole('form', { name: 'Move to another table' }).locator('.focused-problem');
  await expect(refusal).toBeFocused();
  await expect(refusal.getByRole('alert')).toHaveText('Another party has this table at that time');

  // A free table: another test's guests may take the one picked before the move lands, so
  // the move picks again (the refusal above says why) until it goes through.
  const moved = host.dialog.getByRole('status').filter({ hasText: 'Moved.' });
  let free = await freeTableAt(page.request, start, [held.table.id, moving.table.id], 4);
  for (let attempt = 1; ; attempt++) {
    await host.moveTo.selectOption(free.id);
    await host.move.focus();
    const answer = page.waitForResponse((r) => r.url().endsWith('/move') && r.request().method() === 'POST');
    await page.keyboard.press('Enter');
    if ((await answer).ok() || attempt === 3) break;
    free = await freeTableAt(page.request, start, [held.table.id, moving.table.id, free.id], 4);
  }
  await expect(moved).toBeVisible();
  await expect(host.dialog).toContainText(`Table ${free.name} (`);
  await page.keyboard.press('Escape');
  await expect(host.row(second)).toContainText(`Table ${free.name}`);

  // The floor shows it at its new table.
  await page.goto(tablesPath(date));
  const card = page
    .locator('.host-table')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^Table ${free.name} `) }) });
  await expect(card.getByRole('link', { name: second })).toBeVisible();
  expect(await axeViolations(page), 'the floor').toEqual([]);
});

test('the floor is grouped by area; a party on the combination C1 + C2 is one party at both tables', async ({
  page,
}) => {
  const host = hostStand(page);
  const { date, start, combination } = await timeWithCombinationFree(page.request, 'C1 + C2', 6);
  const name = guestName();
  await reserveByPhone(page.request, { start, name, party_size: 10, table_id: combination });

  await page.goto(servicePath(date));
  await expect(host.row(name)).toContainText('10 guests');
  await expect(host.row(name)).toContainText('Tables C1 + C2');
  await host.open(name).click();
  await expect(host.dialog).toContainText('Tables C1 + C2 (12 seats)');
  await expect(host.moveTo).toHaveValue(combination);
  await expect(host.moveTo.getByRole('option', { name: 'Table A1 (2 seats)' })).toHaveCount(1);
  // The choices are grouped as the floor is: the areas in the owner's order, the combinations last.
  const groups = host.moveTo.locator('optgroup');
  await expect(groups.first()).toHaveAttribute('label', 'Gastraum');
  await expect(groups.nth(1)).toHaveAttribute('label', 'Terrasse');
  await expect(groups.last()).toHaveAttribute('label', 'Combinations');
  await expect(groups.nth(1).locator('option', { hasText: 'Table A1 (2 seats)' })).toHaveCount(1);
  await page.keyboard.press('Escape');

  // The areas in the owner's order, each with its tables; the party at each of its tables.
  await page.goto(tablesPath(date));
  const areas = page.locator('.host-area').getByRole('heading', { level: 2 });
  await expect(areas).toHaveText(['Gastraum', 'Terrasse']);
  const area = (areaName: string) => page.getByRole('region', { name: areaName });
  const card = (table: string) =>
    page.locator('.host-table').filter({ has: page.getByRole('heading', { name: new RegExp(`^Table ${table} `) }) });
  await expect(area('Terrasse').getByRole('heading', { level: 3, name: /^Table A1 / })).toBeVisible();
  await expect(area('Gastraum').getByRole('heading', { level: 3, name: /^Table C2 / })).toBeVisible();
  for (const table of ['C1', 'C2']) {
    await expect(card(table).getByRole('link', { name })).toBeVisible();
    await expect(card(table).locator('li').filter({ hasText: name })).toContainText('Tables C1 + C2');
  }
  await expect(card('B1').getByRole('link', { name })).toHaveCount(0);
  expect(await axeViolations(page), 'the floor by area').toEqual([]);
});

test('cancelling by the restaurant with a message emails it to the guest', async ({ page }) => {
  const host = hostStand(page);
  const { date, times } = await onlineServiceDay();
  const name = guestName();
  const email = `${name.replace(' ', '.').toLowerCase()}@example.com`;
  await reserveOnlineAtFirstFree(times.slice(3), name, email);
  await page.goto(servicePath(date));

  await host.open(name).focus();
  await page.keyboard.press('Enter');
  await host.cancelOpen.focus();
  await page.keyboard.press('Enter');
  await expect(host.cancelMessage).toBeFocused();
  const message = `Our kitchen is closed that evening, ${name}.`;
  await page.keyboard.type(message);
  await host.cancelSubmit.focus();
  await page.keyboard.press('Enter');
  await expect(host.dialog).toContainText('Cancelled');
  await expect(host.cancelSubmit).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(host.row(name)).toHaveClass(/is-struck/);

  // The outbox sends every 5 s.
  await expect
    .poll(async () => (await mailsTo(email)).some((mail) => mail.includes(message)), { timeout: 30_000 })
    .toBe(true);
});

test('the reservation list finds a guest by name over a range of days', async ({ page }) => {
  const { date, times } = await onlineServiceDay();
  const name = guestName();
  await reserveOnlineAtFirstFree(times, name);
  await page.goto('/staff/kreuzberg/reservations');

  await page.getByLabel('Name, phone or email').fill(name);
  await page.getByLabel('From').fill(restaurantDate());
  await page.getByLabel('To').fill(date);
  await page.getByLabel('Name, phone or email').press('Enter');
  await expect(page.getByRole('region', { name: 'Reservations' }).getByRole('status')).toHaveText('1 reservation');
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/kreuzberg/service/${date}/reservations/`));
  await expect(hostStand(page).dialog.getByRole('heading', { level: 2, name })).toBeVisible();
});

const SCREENS = {
  de: {
    service: 'Tagesplan: ',
    tables: 'Tische',
    guests: '2 Gäste',
    arrived: 'Angekommen',
    free: /Jetzt frei|Den ganzen Tag frei|Frei bis|Besetzt, frei ab/,
    list: 'Reservierungen',
  },
  en: {
    service: 'Service: ',
    tables: 'Tables',
    guests: '2 guests',
    arrived: 'Arrived',
    free: /Free now|Free all day|Free until|Taken, free from/,
    list: 'Reservations',
  },
} as const;

for (const [locale, width] of [
  ['de', 768],
  ['de', 1280],
  ['en', 768],
] as const) {
  test.describe(`${locale} at ${width} px`, () => {
    test.use({ uiLocale: locale, viewport: { width, height: 900 } });

    test('the service, a reservation, the floor and the list are in the language, fit the width and pass axe', async ({
      page,
    }) => {
      const words = SCREENS[locale];
      const { date, times } = await onlineServiceDay();
      const name = guestName();
      await reserveOnlineAtFirstFree(times, name);
      const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

      await page.goto(servicePath(date));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(words.service);
      await expect(page.getByRole('link', { name: words.tables, exact: true })).toBeVisible();
      await expect(hostStand(page).row(name)).toContainText(words.guests);
      expect(await fits(), 'the service fits').toBe(true);
      expect(await axeViolations(page), 'the service').toEqual([]);

      await hostStand(page).open(name).click();
      await expect(page.getByRole('button', { name: words.arrived, exact: true })).toBeVisible();
      expect(await axeViolations(page), 'a reservation').toEqual([]);

      await page.goto(tablesPath(date));
      await expect(page.getByText(words.free).first()).toBeVisible();
      expect(await fits(), 'the floor fits').toBe(true);
      expect(await axeViolations(page), 'the floor').toEqual([]);

      await page.goto('/staff/kreuzberg/reservations');
      await expect(page.getByRole('heading', { level: 1, name: words.list })).toBeVisible();
      expect(await fits(), 'the list fits').toBe(true);
      expect(await axeViolations(page), 'the list').toEqual([]);
    });
  });
}
