import type { Page } from '@playwright/test';

/** The staff calendar (English): top bar, the time grid of the day and week, the list. */
export function staffCalendar(page: Page) {
  const grid = page.getByRole('group', { name: /^(Appointments on|Week of) / });
  return {
    grid,
    heading: page.getByRole('heading', { level: 1 }),
    changeBranch: page.getByRole('link', { name: 'Change branch' }),
    dayLink: page.getByRole('link', { name: 'Day', exact: true }),
    weekLink: page.getByRole('link', { name: 'Week', exact: true }),
    listLink: page.getByRole('link', { name: 'List', exact: true }),
    signOut: page.getByRole('button', { name: 'Sign out' }),
    /** An appointment or absence in the grid, by a text of its box (a name, a time). */
    item: (text: string | RegExp) => grid.getByRole('link', { name: text }),
    /** The free spot of an employee (or a day) at a time, e.g. `slot('Anna Schmidt', '10:15 AM')`. */
    slot: (column: string, time: string) => grid.getByRole('link', { name: slotName(column, time) }),
    moveError: page.getByRole('alert'),
    /** Signed in already (signing in is boot.spec.ts's): the branch choice, then a branch. */
    async chooseBranch(branch = 'Studio Lumen Mitte'): Promise<void> {
      await page.goto('/staff/branches');
      await page.getByRole('button', { name: new RegExp(branch) }).click();
    },
    /** Drags an appointment's box so that its top lands on a free spot's top, with the pointer as a hand would. */
    async drag(item: ReturnType<Page['locator']>, target: ReturnType<Page['locator']>): Promise<void> {
      const from = await item.boundingBox();
      const to = await target.boundingBox();
      if (!from || !to) throw new Error('the item or the target is not on screen');
      await page.mouse.move(from.x + from.width / 2, from.y + 4);
      await page.mouse.down();
      await page.mouse.move(to.x + to.width / 2, to.y + 4, { steps: 8 });
      await page.mouse.up();
    },
  };
}

/** A free spot's accessible name; the space before AM/PM may be a narrow no-break space (ICU). */
export function slotName(column: string, time: string): RegExp {
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^New appointment: ${escaped(column)}, ${escaped(time).replace(' ', '\\s')}$`);
}
