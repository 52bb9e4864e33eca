import type { Page } from '@playwright/test';

/** The restaurant owner's Settings > Tables (English): areas, tables and combinations of one branch. */
export function tablesSettings(page: Page) {
  const newTable = page.getByRole('form', { name: 'New table' });
  const newCombination = page.getByRole('form', { name: 'New combination' });
  /** A row of a list, found by its button (the row's name alone is as short as "1"). */
  const rowWith = (button: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('button', { name: button, exact: true }) });
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Tables' }),
    newArea: page.getByLabel('New area', { exact: true }),
    addArea: page.getByRole('button', { name: 'Add area', exact: true }),
    area: (name: string) => rowWith(`Change area ${name}`),
    newTable: {
      name: newTable.getByLabel('Name or number', { exact: true }),
      area: newTable.getByLabel('Area', { exact: true }),
      from: newTable.getByLabel('Seats from', { exact: true }),
      to: newTable.getByLabel('Seats to', { exact: true }),
      online: newTable.getByRole('radio', { name: /^Online and staff/ }),
      add: newTable.getByRole('button', { name: 'Add table', exact: true }),
    },
    table: (name: string) => rowWith(`Change table ${name}`),
    newCombination: {
      name: newCombination.getByLabel('Name', { exact: true }),
      member: (table: string) =>
        newCombination
          .getByRole('group', { name: 'Tables joined' })
          .getByRole('checkbox', { name: table, exact: true }),
      from: newCombination.getByLabel('Seats from', { exact: true }),
      to: newCombination.getByLabel('Seats to', { exact: true }),
      add: newCombination.getByRole('button', { name: 'Add combination', exact: true }),
    },
    combination: (name: string) => rowWith(`Change combination ${name}`),
  };
}
