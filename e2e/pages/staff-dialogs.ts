import { expect, type Locator, type Page } from '@playwright/test';
import { testDate } from '../support/test-clock';

export const BRANCH = 'mitte';
const ZONE = 'Europe/Berlin';

/** Today's date in the branch zone, YYYY-MM-DD. */
function todayInBranch(): string {
  return testDate(ZONE);
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A Monday `weeks` weeks from this week's Monday in the branch zone (negative: in the past).
 * Anna Schmidt works at Mitte on Mondays 09:00-18:00; each test takes a Monday of its own so
 * tests running side by side never meet in the calendar. From 20 weeks on: past the days the
 * calendar tests look for free shifts in (staff-calendar-data.ts, up to 130 days ahead).
 */
export function monday(weeks: number): string {
  const today = todayInBranch();
  const weekday = new Date(Date.parse(today)).getUTCDay();
  return addDays(today, -((weekday + 6) % 7) + weeks * 7);
}

/** The dialogs over the day view (English unless the test's texts say otherwise). */
export function staffDialogs(page: Page) {
  const dialog = page.getByRole('dialog').first();
  const ui = {
    dialog,
    day: (date: string) => `/staff/${BRANCH}/day/${date}`,
    async openCreate(date: string, query = ''): Promise<void> {
      await page.goto(`${ui.day(date)}/appointments/new${query}`);
      await expect(page.getByRole('dialog', { name: /New appointment|Neuer Termin/ })).toBeVisible();
    },
    async openAbsence(date: string): Promise<void> {
      await page.goto(`${ui.day(date)}/absences/new`);
      await expect(page.getByRole('dialog', { name: /New absence|Neue Abwesenheit/ })).toBeVisible();
    },
    /** Books a walk-in through the create dialog; returns the new appointment's id from the details route. */
    async book(input: {
      date: string;
      time: string;
      service: string;
      name: string;
      employee?: string;
    }): Promise<string> {
      await ui.openCreate(input.date);
      await dialog.getByRole('checkbox', { name: new RegExp(`^${input.service}`) }).check();
      await dialog.getByLabel('Employee').selectOption({ label: input.employee ?? 'Anna Schmidt' });
      await dialog.getByLabel('Start time').fill(input.time);
      await dialog.getByLabel('Walk-in name').fill(input.name);
      await dialog.getByRole('button', { name: 'Book appointment' }).click();
      await expect(page.getByRole('dialog', { name: input.name })).toBeVisible();
      const id = /\/appointments\/([^/?]+)/.exec(page.url())?.[1];
      if (!id || id === 'new') throw new Error(`no appointment id in ${page.url()}`);
      return id;
    },
    /** An appointment or absence in the day view's grid behind the dialog, by a text of its box. */
    gridItem(text: string | RegExp): Locator {
      return page.getByRole('group', { name: /^(Appointments on|Termine am) / }).getByRole('link', { name: text });
    },
    fact(term: string): Locator {
      return dialog.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    },
    /** Presses Tab until `target` has focus: the keyboard's own way through a form. */
    async tabTo(target: Locator, limit = 40): Promise<void> {
      for (let i = 0; i < limit; i++) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error('Tab never reached the element');
    },
  };
  return ui;
}
