import { slotName, staffCalendar } from '../pages/staff-calendar';
import { signedInTest } from '../support/signed-in-staff';
import {
  after,
  bookOnline,
  bookWalkIn,
  dateIn,
  findFreeShift,
  firstOnlineSlot,
  signInStaff,
  wallClock,
} from '../support/staff-calendar-data';
import { axeViolations, expect, test as plainTest } from '../support/test';
import { newContextOnTestClock } from '../support/test-clock';

/**
 * The staff calendar over the built product and the real API: branch choice,
 * day, week and list views, drag and drop with the API's conflict, live updates, keyboard,
 * sign out, axe, German. Sign-in with its two errors is boot.spec.ts's.
 * Each test makes its own appointments on a shift nobody else uses (support/staff-calendar-data.ts).
 */
const BRANCH = '/staff/mitte';

/** Signed in once per worker (support/signed-in-staff.ts); the sign-out test signs in on its own, so it ends only its own session. */
const test = signedInTest;
/** 10:15 AM from `10:15`, as the English grid writes times. */
const en = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};
const CALENDAR_READS = /\/v0\/staff\/branches\/mitte\/calendar\?/;
const unique = () => Math.random().toString(36).slice(2, 8);

test.describe('the staff calendar', () => {
  test('choosing a branch opens today, is remembered, and the branch can be changed', async ({ page }) => {
    const calendar = staffCalendar(page);
    await calendar.chooseBranch();

    await expect(page).toHaveURL(`${BRANCH}/day/${dateIn(0)}`);
    await expect(calendar.grid.or(page.getByText('Nobody works at this branch on this day.'))).toBeVisible();
    await expect(page).toHaveTitle('Day · Staff calendar');

    // Signed in with a remembered branch, /staff goes straight to it.
    await page.goto('/staff');
    await expect(page).toHaveURL(`${BRANCH}/day/${dateIn(0)}`);

    await calendar.changeBranch.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a branch' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Studio Lumen Mitte/ })).toContainText('Last used');
  });

  test("the first stop is a skip link past the calendar's bar to the day itself", async ({ page }) => {
    await page.goto(`${BRANCH}/day/${dateIn(1)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#page-content')).toBeFocused();
    // The next stop is in the day, not among the branch, the views and sign-out above it.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('page-content')?.contains(document.activeElement))).toBe(
      true,
    );
  });

  test('the day view shows appointments by employee and time, and moves between days', async ({ page }) => {
    const shift = await findFreeShift(page.request, 30 + Math.floor(Math.random() * 20));
    const name = `Day Walkin ${unique()}`;
    const booked = await bookWalkIn(page.request, shift, after(shift.start, 60), name);
    const calendar = staffCalendar(page);

    await page.goto(`${BRANCH}/day/${shift.date}`);

    const item = calendar.item(new RegExp(name));
    const start = wallClock(after(shift.start, 60));
    await expect(item).toContainText(`${en(start)}–${en(wallClock(after(shift.start, 90)))}`);
    await expect(item).toContainText(booked.service);
    // In the column of its employee: the employee's free spot at its start is beside it.
    const column = page
      .locator('.time-grid-column')
      .filter({ has: page.getByRole('link', { name: new RegExp(name) }) });
    await expect(column.getByRole('link', { name: slotName(shift.employee.name, en(start)) })).toHaveCount(1);

    await page.getByRole('link', { name: 'Next day' }).click();
    await expect(page).toHaveURL(`${BRANCH}/day/${nextDate(shift.date)}`);
    await expect(calendar.item(new RegExp(name))).toHaveCount(0);
    await page.getByRole('link', { name: 'Previous day' }).click();
    await expect(calendar.item(new RegExp(name))).toBeVisible();

    // The date picker opens on the day shown and goes to the day chosen.
    const picked = `${shift.date.slice(0, 8)}${shift.date.endsWith('-01') ? '02' : '01'}`;
    await page.getByRole('button', { name: 'Choose date' }).click();
    await page.getByRole('button', { name: longDate(picked) }).click();
    await expect(page).toHaveURL(`${BRANCH}/day/${picked}`);
    await expect(calendar.heading).toHaveText(longDate(picked));
  });

  test('dragging an appointment into another is refused with what it overlaps; to a free time it moves', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 1400 });
    const shift = await findFreeShift(page.request, 50 + Math.floor(Math.random() * 20));
    const mover = `Mover ${unique()}`;
    const blocker = `Blocker ${unique()}`;
    const from = after(shift.start, 60);
    const taken = after(shift.start, 120);
    const free = after(shift.start, 180);
    await bookWalkIn(page.request, shift, from, mover);
    await bookWalkIn(page.request, shift, taken, blocker);
    const calendar = staffCalendar(page);
    await page.goto(`${BRANCH}/day/${shift.date}`);
    const item = calendar.item(new RegExp(mover));
    await expect(item).toBeVisible();
    const before = await item.boundingBox();

    await calendar.drag(item, calendar.slot(shift.employee.name, en(wallClock(taken))));

    await expect(calendar.moveError).toContainText(
      `This overlaps an appointment on ${longDate(shift.date)} from ${en(wallClock(taken))} to ${en(wallClock(after(taken, 30)))}.`,
    );
    // The appointment is back where it was.
    await expect(item).toContainText(en(wallClock(from)));
    expect((await item.boundingBox())?.y).toBe(before?.y);

    await calendar.drag(item, calendar.slot(shift.employee.name, en(wallClock(free))));

    await expect(item).toContainText(`${en(wallClock(free))}–${en(wallClock(after(free, 30)))}`);
    await expect(calendar.moveError).toHaveCount(0);
    // Read again from the server: the move is stored.
    await page.reload();
    await expect(calendar.item(new RegExp(mover))).toContainText(en(wallClock(free)));
  });

  test('an appointment booked online appears in the open calendar without a reload', async ({ page, browser }) => {
    const calendar = staffCalendar(page);
    const customer = await newContextOnTestClock(browser);
    try {
      const { service, slots } = await firstOnlineSlot(customer.request, 20 + Math.floor(Math.random() * 30));
      const lastName = `Live${unique()}`;
      let opened = '';
      for (const slot of slots) {
        const date = slot.start.slice(0, 10);
        if (opened !== date) {
          await page.goto(`${BRANCH}/day/${date}`);
          await expect(calendar.grid).toBeVisible();
          opened = date;
        }
        if (await bookOnline(customer.request, service, slot.start, lastName)) break;
      }
      // The page was not reloaded since: the event stream brought it.
      await expect(calendar.item(new RegExp(`Online ${lastName}`))).toBeVisible();
    } finally {
      await customer.close();
    }
  });

  test('the grid is one Tab stop, arrow keys move between times and appointments, Enter opens', async ({ page }) => {
    const shift = await findFreeShift(page.request, 70 + Math.floor(Math.random() * 10));
    const name = `Keys ${unique()}`;
    const start = after(shift.start, 60);
    await bookWalkIn(page.request, shift, start, name);
    const calendar = staffCalendar(page);
    await page.goto(`${BRANCH}/day/${shift.date}`);
    await expect(calendar.item(new RegExp(name))).toBeVisible();

    // Tab from the last control above the grid (the legend) into the grid: it lands on one stop only.
    await page.getByText('Legend', { exact: true }).focus();
    await page.keyboard.press('Tab');
    const focusedInGrid = page.locator('.time-grid :focus');
    await expect(focusedInGrid).toHaveCount(1);
    await expect(focusedInGrid).toHaveAttribute('tabindex', '0');
    await expect(calendar.grid.locator('[tabindex="0"]')).toHaveCount(1);

    // Move to the employee's free spot an hour into the shift, then down onto the appointment.
    await calendar.slot(shift.employee.name, en(wallClock(after(shift.start, 45)))).focus();
    await page.keyboard.press('ArrowDown');
    await expect(calendar.item(new RegExp(name))).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(calendar.slot(shift.employee.name, en(wallClock(start)))).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(calendar.slot(shift.employee.name, en(wallClock(after(shift.start, 45))))).toBeFocused();
    await expect(calendar.grid.locator('[tabindex="0"]')).toHaveCount(1);

    // Tab leaves the grid at once.
    await page.keyboard.press('Tab');
    await expect(page.locator('.time-grid :focus')).toHaveCount(0);

    // Back in and Enter on a free spot: the new appointment dialog's URL with employee and start.
    await page.keyboard.press('Shift+Tab');
    await expect(calendar.slot(shift.employee.name, en(wallClock(after(shift.start, 45))))).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/appointments/new\\?employee=${shift.employee.id}&start=`));
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('start') ?? '')).toBe(
      `${after(shift.start, 45)}[Europe/Berlin]`,
    );
  });

  test('the week view shows seven days, of one employee or of all', async ({ page }) => {
    const shift = await findFreeShift(page.request, 30 + Math.floor(Math.random() * 40));
    const name = `Week ${unique()}`;
    await bookWalkIn(page.request, shift, after(shift.start, 60), name);
    const calendar = staffCalendar(page);
    await page.goto(`${BRANCH}/day/${shift.date}`);
    await calendar.weekLink.click();

    await expect(page).toHaveURL(`${BRANCH}/week/${shift.date}`);
    await expect(calendar.heading).toContainText('Week of');
    await expect(page.locator('.time-grid-head')).toHaveCount(7);
    await expect(calendar.item(new RegExp(name))).toContainText(shift.employee.name);

    await page.getByLabel('Employee').selectOption({ label: shift.employee.name });
    await expect(page).toHaveURL(`${BRANCH}/week/${shift.date}?employee=${shift.employee.id}`);
    await expect(calendar.item(new RegExp(name))).toBeVisible();
    const other = await page
      .getByLabel('Employee')
      .locator('option')
      .evaluateAll(
        (options, chosen) =>
          options.map((o) => (o as HTMLOptionElement).label).find((l) => l !== chosen && l !== 'All employees'),
        shift.employee.name,
      );
    await page.getByLabel('Employee').selectOption({ label: other ?? '' });
    await expect(calendar.item(new RegExp(name))).toHaveCount(0);
  });

  test('the list finds a demo customer by name, filters by state, and keeps it all in the URL', async ({ page }) => {
    const calendar = staffCalendar(page);
    await page.goto(`${BRANCH}/list`);
    await expect(calendar.heading).toHaveText('Appointments');

    await page.getByLabel('Name, email or phone').fill('Emma Koch');
    await page.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(`${BRANCH}/list?q=Emma+Koch&when=upcoming&employee=&status=`);
    const rows = page.getByRole('main').getByRole('listitem');
    await expect(rows.first()).toContainText('Emma Koch');
    for (const row of await rows.all()) await expect(row).toContainText('Emma Koch');

    await page.getByLabel('State').selectOption({ label: 'Cancelled' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No appointments match.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('State')).toHaveValue('cancelled');
    await expect(page.getByLabel('Name, email or phone')).toHaveValue('Emma Koch');
  });

  test('a calendar that cannot be read says so in place, and Retry loads it', async ({ page }) => {
    const calendar = staffCalendar(page);
    const date = dateIn(40);
    await page.route(CALENDAR_READS, (route) => route.abort());
    await page.goto(`${BRANCH}/day/${date}`);
    await expect(page.getByRole('alert')).toContainText('The calendar could not be loaded.');
    await expect(calendar.changeBranch).toBeVisible();

    await page.unroute(CALENDAR_READS);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(calendar.grid.or(page.getByText('Nobody works at this branch on this day.'))).toBeVisible();
  });

  plainTest('signing out ends the session: the calendar asks to sign in again', async ({ page }) => {
    const calendar = staffCalendar(page);
    await signInStaff(page.request);
    await page.goto(`${BRANCH}/list`);
    await calendar.signOut.click();

    await expect(page).toHaveURL('/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.goto(`${BRANCH}/day/${dateIn(1)}`);
    await expect(page).toHaveURL('/staff');
  });

  test('the day, week and list views have no axe violations', async ({ page }) => {
    const calendar = staffCalendar(page);
    for (const path of [`/day/${dateIn(1)}`, `/week/${dateIn(1)}`, '/list']) {
      await page.goto(`${BRANCH}${path}`);
      await expect(calendar.heading).toBeVisible();
      await expect(page.locator('.time-grid, .list-items, .calendar-empty').first()).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
    }
  });

  test('the list is usable on a 360 px phone: no sideways scrolling, filters and results reachable', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${BRANCH}/list`);
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.getByRole('button', { name: 'Search' })).toBeInViewport();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the staff calendar in German', () => {
  test.use({ uiLocale: 'de' });

  test('day, week and list speak German and have no axe violations', async ({ page }) => {
    await page.goto(`${BRANCH}/day/${dateIn(1)}`);
    await expect(page.getByRole('link', { name: 'Filiale wechseln' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nächster Tag' })).toBeVisible();
    await expect(page.getByRole('group', { name: /^Termine am / })).toBeVisible();
    expect(await axeViolations(page), 'day').toEqual([]);

    await page.getByRole('link', { name: 'Woche', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Woche vom');
    await expect(page.getByLabel('Mitarbeiter')).toBeVisible();
    expect(await axeViolations(page), 'week').toEqual([]);

    await page.getByRole('link', { name: 'Liste', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Termine' })).toBeVisible();
    await expect(page.getByLabel('Name, E-Mail oder Telefon')).toBeVisible();
    await expect(page).toHaveTitle('Termine · Mitarbeiterkalender');
    expect(await axeViolations(page), 'list').toEqual([]);
  });
});

function nextDate(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** `Sunday, November 1, 2026`: the picker's day names and the day view's heading. */
function longDate(date: string): string {
  return new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }).format(Date.parse(`${date}T12:00:00Z`));
}
