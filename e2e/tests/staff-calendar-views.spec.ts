import type { Locator, Page } from '@playwright/test';
import { staffCalendar } from '../pages/staff-calendar';
import { seedBusyWeek } from '../support/busy-week';
import { signedInTest as test } from '../support/signed-in-staff';
import { axeViolations, expect } from '../support/test';

/**
 * The calendar as a receptionist reads it all day: a busy day in the week of all employees,
 * cancelled appointments, labels cut by narrow columns, the legend of the grid's marks, and
 * toasts beside the navigation. Each test fills a week nobody else uses through the API
 * (support/busy-week.ts): ten appointments side by side on the Wednesday from 11:00, one
 * cancelled and booked again at 15:00, a sick day and an afternoon away on the Thursday.
 */
const BRANCH = '/staff/mitte';
/** Live appointments of the busy Wednesday: ten from 11:00 to 13:00 and one at 15:00. */
const LIVE_ON_WEDNESDAY = 11;
/** A week of its own per test, spread so that tests running side by side do not pick the same one. */
const weekFrom = (slot: number) => 40 + slot * 10 + Math.floor(Math.random() * 8);
const MORE = /^\+(\d+) more appointments? from .+: open the day$/;

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
};
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether an element shows all of its text: nothing cut at its right or bottom. */
const showsAll = (locator: Locator) =>
  locator.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1);

/** The appointments one day column draws, and how many its "+N more" marks stand for. */
async function countedIn(page: Page, date: string) {
  const column = page.locator(`.time-grid-column[data-column="${date}"]`);
  const drawn = await column.locator('.grid-item').count();
  let more = 0;
  for (const mark of await column.getByRole('link', { name: MORE }).all()) {
    more += Number(MORE.exec((await mark.getAttribute('title')) ?? '')?.[1] ?? 0);
  }
  return { column, drawn, more };
}

for (const width of [1280, 768]) {
  test(`at ${width} px the week of all employees shows what fits of a busy day and "+N more" opening the day`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const week = await seedBusyWeek(page.request, weekFrom(width === 1280 ? 0 : 1));
    const calendar = staffCalendar(page);
    await page.goto(`${BRANCH}/week/${week.wednesday}`);
    const mark = page.locator(`.time-grid-column[data-column="${week.wednesday}"]`).getByRole('link', { name: MORE });
    await expect(mark.first()).toBeVisible();
    const { column, drawn, more } = await countedIn(page, week.wednesday);

    // Nothing is lost: what is drawn and what the marks count are the day's live appointments.
    expect(drawn + more).toBe(LIVE_ON_WEDNESDAY);
    // And what is drawn is readable: no box narrower than a name.
    for (const item of await column.locator('.grid-item').all()) {
      expect((await boxOf(item)).width).toBeGreaterThanOrEqual(80);
    }
    expect(await axeViolations(page), 'week with "+N more"').toEqual([]);

    // By keyboard: the mark is a stop of the grid, Enter opens the day with every employee's column.
    await mark.first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${BRANCH}/day/${week.wednesday}`);
    for (const booked of week.booked) await expect(calendar.item(new RegExp(booked.name))).toBeVisible();
  });
}

test('cancelled appointments are hidden until asked for; the choice stays in the URL, across reload and views', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const week = await seedBusyWeek(page.request, weekFrom(2));
  const calendar = staffCalendar(page);
  await page.goto(`${BRANCH}/day/${week.wednesday}`);
  const rebooked = calendar.item(new RegExp(week.rebooked.name));
  await expect(rebooked).toBeVisible();
  await expect(calendar.item(new RegExp(week.cancelled.name))).toHaveCount(0);
  // The live appointment has its employee's column to itself, no lane left for the cancelled one.
  const column = page
    .locator('.time-grid-column')
    .filter({ has: page.getByRole('link', { name: new RegExp(week.rebooked.name) }) });
  expect((await boxOf(rebooked)).width).toBeGreaterThan((await boxOf(column)).width * 0.9);

  const toggle = page.getByRole('checkbox', { name: 'Show cancelled (1)' });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(page).toHaveURL(`${BRANCH}/day/${week.wednesday}?cancelled=show`);
  const cancelled = calendar.item(new RegExp(week.cancelled.name));
  await expect(cancelled).toContainText('Cancelled');
  expect(await axeViolations(page), 'day with cancelled shown').toEqual([]);

  await page.reload();
  await expect(calendar.item(new RegExp(week.cancelled.name))).toBeVisible();
  await calendar.weekLink.click();
  await expect(page).toHaveURL(`${BRANCH}/week/${week.wednesday}?cancelled=show`);
  await expect(page.getByRole('checkbox', { name: 'Show cancelled (1)' })).toBeChecked();
  // Choosing the employee keeps it (all employees' lanes would put it behind "+1 more").
  const anna = week.cancelled.employee;
  await page.getByLabel('Employee').selectOption({ label: anna.name });
  await expect(page).toHaveURL(`${BRANCH}/week/${week.wednesday}?employee=${anna.id}&cancelled=show`);
  await expect(calendar.item(new RegExp(week.cancelled.name))).toContainText('Cancelled');
  // Another week keeps the choice too.
  await page.getByRole('link', { name: 'Next week' }).click();
  await expect(page).toHaveURL(/&cancelled=show$/);
  await page.getByRole('link', { name: 'Previous week' }).click();

  await page.getByRole('checkbox', { name: 'Show cancelled (1)' }).uncheck();
  await expect(page).toHaveURL(`${BRANCH}/week/${week.wednesday}?employee=${anna.id}`);
  await expect(calendar.item(new RegExp(week.cancelled.name))).toHaveCount(0);
  await expect(calendar.item(new RegExp(week.rebooked.name))).toBeVisible();
});

test('a label cut by a narrow column has its whole text in its name, on hover, and when focused', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  const week = await seedBusyWeek(page.request, weekFrom(3));
  const calendar = staffCalendar(page);
  await page.goto(`${BRANCH}/week/${week.wednesday}`);

  const sick = `Sickness · ${week.sick.employee.name}: ${week.sick.reason}`;
  const sickLabel = calendar.grid.getByRole('link', { name: sick });
  await expect(sickLabel).toHaveAttribute('title', sick);
  await sickLabel.focus();
  expect(await showsAll(sickLabel), 'the focused sick day shows its whole text').toBe(true);

  const away = calendar.grid.getByRole('link', {
    name: new RegExp(`^Break: ${week.away.reason} · ${week.away.employee.name}`),
  });
  await expect(away).toHaveAttribute('title', new RegExp(`^Break: ${week.away.reason} · ${week.away.employee.name}, `));
  await away.focus();
  expect(await showsAll(away), 'the focused break shows its whole text').toBe(true);

  // An appointment alone in a narrow day column: its services and employee are still in its name.
  const item = calendar.item(new RegExp(week.rebooked.name));
  await expect(item).toHaveAccessibleName(new RegExp(`Föhnen & Styling.*${week.cancelled.employee.name}`));
  await expect(item).toHaveAttribute('title', new RegExp(`${week.rebooked.name}, Föhnen & Styling · Anna Schmidt$`));
  await item.focus();
  expect(await showsAll(item), 'the focused appointment shows its whole text').toBe(true);
  await expect(item.locator('.grid-item-services')).toBeVisible();
});

test('a legend explains the marks of the grid', async ({ page }) => {
  const week = await seedBusyWeek(page.request, weekFrom(4));
  await page.goto(`${BRANCH}/week/${week.wednesday}`);
  const legend = page.getByRole('group').filter({ has: page.getByText('Legend', { exact: true }) });
  await page.getByText('Legend', { exact: true }).click();
  for (const [mark, meaning] of [
    ['✓', 'Online booking, matched to an existing customer'],
    ['+', 'Online booking, a new customer record was made'],
    ['✎', 'Has notes'],
    ['+3', 'More appointments than fit side by side: opens the day'],
  ]) {
    await expect(legend.getByRole('listitem').filter({ hasText: meaning })).toContainText(mark ?? '');
  }
  await expect(legend).toContainText('Cancelled, or the customer did not arrive');
  expect(await axeViolations(page), 'legend open').toEqual([]);
});

test('a toast never covers the navigation, at 768 and 1280 px', async ({ page }) => {
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${BRANCH}/customers/new`);
    await page.getByLabel('First name').fill('Greta');
    await page.getByLabel('Last name').fill(`Toast ${width} ${Math.random().toString(36).slice(2, 8)}`);
    await page.getByRole('button', { name: 'Save customer' }).click();
    const toast = page.locator('.notification');
    await expect(toast).toContainText('was added');
    const toastBox = await boxOf(toast);
    const navigation = page.locator(
      '.calendar-bar a, .calendar-bar button, .staff-page-back a, .staff-page-actions a, .staff-page-actions button',
    );
    expect(await navigation.count()).toBeGreaterThan(5);
    for (const control of await navigation.all()) {
      if (!(await control.isVisible())) continue;
      expect(overlaps(toastBox, await boxOf(control)), `${await control.textContent()} at ${width} px`).toBe(false);
    }
    // It goes by itself after 3 s; the next width adds the next one.
    await expect(toast).toHaveCount(0);
  }
});

test.describe('in German', () => {
  test.use({ uiLocale: 'de' });

  test('"+N weitere", "Stornierte anzeigen" and the legend speak German and have no axe violations', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const week = await seedBusyWeek(page.request, weekFrom(5));
    await page.goto(`${BRANCH}/week/${week.wednesday}`);
    const mark = page.getByRole('link', { name: /^\+\d+ weitere Termine? von .+ am Mittwoch, .+: Tag öffnen$/ });
    await expect(mark.first()).toBeVisible();
    await page.getByRole('checkbox', { name: 'Stornierte anzeigen (1)' }).check();
    await expect(page).toHaveURL(/cancelled=show/);
    await page.getByText('Legende', { exact: true }).click();
    await expect(page.getByText('Außerhalb der Arbeitszeit')).toBeVisible();
    expect(await axeViolations(page), 'Woche').toEqual([]);
    await mark.first().click();
    await expect(page).toHaveURL(`${BRANCH}/day/${week.wednesday}?cancelled=show`);
    await expect(page.getByRole('link', { name: new RegExp(week.cancelled.name) })).toContainText('Storniert');
    expect(await axeViolations(page), 'Tag').toEqual([]);
  });
});
