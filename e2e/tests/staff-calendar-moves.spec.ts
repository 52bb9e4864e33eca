import { staffCalendar } from '../pages/staff-calendar';
import { signedInTest as test } from '../support/signed-in-staff';
import {
  addBreak,
  after,
  appointmentNow,
  bookWalkIn,
  dateIn,
  findFreeShift,
  findFreeShifts,
  freeShiftsOn,
  wallClock,
} from '../support/staff-calendar-data';
import { axeViolations, expect } from '../support/test';

/**
 * Calendar moves beyond the basic calendar tests: dragging an appointment to another employee
 * (day view) and to another day (week view), checked against the API after a reload; the
 * list paged past its first page; and absences drawn as bands in the week of all
 * employees opening their dialog by pointer and keyboard. Each test makes its own
 * appointments and absences on shifts nobody else uses (support/staff-calendar-data.ts).
 */
const BRANCH = '/staff/mitte';
const unique = () => Math.random().toString(36).slice(2, 8);
/** 10:15 AM from `10:15`, as the English grid writes times. */
const en = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};
/** `Wednesday, November 25`: a week column's name in a free spot's accessible name. */
const weekColumn = (date: string) =>
  new Intl.DateTimeFormat('en', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${date}T12:00:00Z`),
  );
const nextDate = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** Monday to Saturday: the next day is in the same week view. */
const notSunday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() !== 0;

test.describe('moving appointments by drag and drop', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1400 });
  });

  test('in the day view, to another employee’s column: stored with that employee', async ({ page }) => {
    const [from, to] = await findFreeShifts(page.request, 75 + Math.floor(Math.random() * 20), 2);
    if (!from || !to) throw new Error('two free shifts expected');
    const name = `Column ${unique()}`;
    const start = after(from.start, 60);
    const booked = await bookWalkIn(page.request, from, start, name);
    const calendar = staffCalendar(page);
    await page.goto(`${BRANCH}/day/${from.date}`);
    const item = calendar.item(new RegExp(name));
    await expect(item).toBeVisible();

    const target = after(from.start, 120);
    await calendar.drag(item, calendar.slot(to.employee.name, en(wallClock(target))));

    await expect(item).toContainText(`${en(wallClock(target))}–${en(wallClock(after(target, 30)))}`);
    await expect(calendar.moveError).toHaveCount(0);
    await page.reload();
    const column = page
      .locator('.time-grid-column')
      .filter({ has: page.getByRole('link', { name: new RegExp(name) }) });
    await expect(
      column.getByRole('link', { name: new RegExp(`^New appointment: ${to.employee.name},`) }),
    ).not.toHaveCount(0);
    expect(await appointmentNow(page.request, booked.id)).toEqual({
      employee: to.employee.id,
      start: `${target}[Europe/Berlin]`,
    });
  });

  test('in the week view of one employee, to another day: stored on that day', async ({ page }) => {
    let pair: { date: string; shift: Awaited<ReturnType<typeof freeShiftsOn>>[number] } | null = null;
    for (let day = 95 + Math.floor(Math.random() * 15); !pair && day < 125; day++) {
      const date = dateIn(day);
      if (!notSunday(date)) continue;
      const next = await freeShiftsOn(page.request, nextDate(date));
      const shift = (await freeShiftsOn(page.request, date)).find((s) =>
        next.some((n) => n.employee.id === s.employee.id && wallClock(n.start) === wallClock(s.start)),
      );
      if (shift) pair = { date, shift };
    }
    if (!pair) throw new Error('no employee free on two days running');
    const { shift } = pair;
    const name = `Day move ${unique()}`;
    const booked = await bookWalkIn(page.request, shift, after(shift.start, 60), name);
    const calendar = staffCalendar(page);
    await page.goto(`${BRANCH}/week/${shift.date}?employee=${shift.employee.id}`);
    const item = calendar.item(new RegExp(name));
    await expect(item).toBeVisible();

    const nextDay = nextDate(shift.date);
    const time = wallClock(after(shift.start, 90));
    await calendar.drag(item, calendar.slot(weekColumn(nextDay), en(time)));

    const column = page
      .locator('.time-grid-column')
      .filter({ has: page.getByRole('link', { name: new RegExp(name) }) });
    await expect(
      column.getByRole('link', { name: new RegExp(`^New appointment: ${weekColumn(nextDay)},`) }),
    ).not.toHaveCount(0);
    await page.reload();
    await expect(calendar.item(new RegExp(name))).toContainText(en(time));
    const now = await appointmentNow(page.request, booked.id);
    expect(now.employee).toBe(shift.employee.id);
    expect(now.start.slice(0, 16)).toBe(`${nextDay}T${time}`);
  });
});

test('the list pages past its first page; the page is in the URL, kept by reload, Back and Forward', async ({
  page,
}) => {
  // 51 walk-ins of one name nobody else uses, far beyond the other tests' days: a search
  // for it has exactly two pages (50 and 1), whatever else the calendar holds.
  const name = `Pager ${unique()}`;
  const ids: string[] = [];
  for (let day = 210; ids.length < 51; day++) {
    for (const shift of await freeShiftsOn(page.request, dateIn(day))) {
      for (let minutes = 0; minutes < 210 && ids.length < 51; minutes += 30)
        ids.push((await bookWalkIn(page.request, shift, after(shift.start, minutes), name)).id);
    }
  }
  const calendar = staffCalendar(page);
  const shown = () =>
    page
      .getByRole('main')
      .locator('.list-item-link')
      .evaluateAll((all) => all.map((a) => /appointments\/([^/?]+)/.exec(a.getAttribute('href') ?? '')?.[1]));
  const q = encodeURIComponent(name).replace(/%20/g, '+');
  await page.goto(`${BRANCH}/list?q=${q}`);
  await expect(calendar.heading).toHaveText('Appointments');
  await expect(page.getByRole('main').locator('.list-item-link')).toHaveCount(50);
  await expect(page.getByRole('link', { name: 'Previous page' })).toHaveCount(0);
  const firstPage = await shown();

  await page.getByRole('link', { name: 'Next page' }).click();

  await expect(page).toHaveURL(`${BRANCH}/list?q=${q}&offset=50`);
  await expect(page.getByRole('main').locator('.list-item-link')).toHaveCount(1);
  const secondPage = await shown();
  expect(new Set([...firstPage, ...secondPage])).toEqual(new Set(ids));
  await expect(page.getByRole('link', { name: 'Next page' })).toHaveCount(0);

  await page.reload();
  await expect(page).toHaveURL(`${BRANCH}/list?q=${q}&offset=50`);
  await expect(page.getByRole('main').locator('.list-item-link')).toHaveCount(1);
  expect(await shown()).toEqual(secondPage);

  await page.goBack();
  await expect(page).toHaveURL(`${BRANCH}/list?q=${q}`);
  await expect(page.getByRole('main').locator('.list-item-link')).toHaveCount(50);
  expect(await shown()).toEqual(firstPage);

  await page.goForward();
  await expect(page).toHaveURL(`${BRANCH}/list?q=${q}&offset=50`);
  await expect(page.getByRole('main').locator('.list-item-link')).toHaveCount(1);

  await page.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(`${BRANCH}/list?q=${q}`);
  await expect(page.getByLabel('Name, email or phone')).toHaveValue(name);
});

test.describe('absences in the week of all employees', () => {
  test('a band opens its absence by pointer and by keyboard; a shared band asks whose', async ({ page }) => {
    const [ana, ben] = await findFreeShifts(page.request, 100 + Math.floor(Math.random() * 15), 2);
    if (!ana || !ben) throw new Error('two free shifts expected');
    const own = `Errand ${unique()}`;
    const shared = `Meeting ${unique()}`;
    await addBreak(page.request, ana, after(ana.start, 60), after(ana.start, 90), own);
    const ids = [
      await addBreak(page.request, ana, after(ana.start, 150), after(ana.start, 180), shared),
      await addBreak(page.request, ben, after(ben.start, 150), after(ben.start, 180), shared),
    ];
    const calendar = staffCalendar(page);
    const week = `${BRANCH}/week/${ana.date}`;
    await page.goto(week);

    // One employee's break: its label is a link named by what, who and when.
    const single = calendar.grid.getByRole('link', { name: new RegExp(`^Break: ${own} · ${ana.employee.name}\\s*, `) });
    await expect(single).toContainText(own);
    await single.click();
    const dialog = page.getByRole('dialog', { name: 'Absence' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Reason')).toHaveValue(own);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(week);

    // By keyboard: the band is a stop of the grid's arrow keys, Enter opens it.
    // From the free spot a quarter of an hour before it, down the day's column.
    await calendar.slot(weekColumn(ana.date), en(wallClock(after(ana.start, 45)))).focus();
    for (let i = 0; i < 12 && !(await single.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(single).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Reason')).toHaveValue(own);
    await page.keyboard.press('Escape');

    // Two employees' identical breaks are one band: it asks whose to open.
    const both = calendar.grid.getByRole('button', { name: new RegExp(`^Break: ${shared} · 2 employees`) });
    await both.click();
    const menu = page.locator('.time-grid-band-menu:popover-open');
    await expect(menu).toContainText(shared);
    expect(await axeViolations(page), 'the band menu').toEqual([]);
    await menu.getByRole('link', { name: ben.employee.name }).click();
    await expect(page).toHaveURL(`${week}/absences/${ids[1]}`);
    await expect(dialog.getByLabel('Reason')).toHaveValue(shared);
    await expect(menu).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(week);

    // And by keyboard: Enter opens the menu, Tab reaches the names.
    await both.focus();
    await expect(both).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${week}/absences/(${ids.join('|')})$`));
    await expect(dialog.getByLabel('Reason')).toHaveValue(shared);
  });
});

test.describe('absences in the day view', () => {
  test('a half-hour break in a narrow column shows its reason, not "Break:" with nothing after it', async ({
    page,
  }) => {
    const shift = await findFreeShift(page.request, 120 + Math.floor(Math.random() * 10));
    const reason = `Mittagspause ${unique()}`;
    await addBreak(page.request, shift, after(shift.start, 60), after(shift.start, 90), reason);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${BRANCH}/day/${shift.date}`);
    const box = staffCalendar(page).item(new RegExp(reason));
    await expect(box).toBeVisible();
    // Where the reason's first letter is drawn: inside the box (its middle at least), not on a line it clips away.
    const shown = await box.evaluate((el, what) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(what.slice(0, 5)) ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const letter = range.getBoundingClientRect();
        const frame = el.getBoundingClientRect();
        const middle = (letter.top + letter.bottom) / 2;
        return frame.top < middle && middle < frame.bottom && letter.left < frame.right;
      }
      return false;
    }, reason);
    expect(shown).toBe(true);
  });
});
