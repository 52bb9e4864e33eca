import type { Page } from '@playwright/test';
import type { Locale } from './salon-setup';

/** The words of the Tables screen the tests use, in each language they run in. */
const WORDS = {
  en: {
    title: 'Tables',
    newArea: 'New area',
    addArea: 'Add area',
    changeArea: (name: string) => `Change area ${name}`,
    newTable: 'New table',
    tableName: 'Name or number',
    area: 'Area',
    from: 'Seats from',
    to: 'Seats to',
    online: /^Online and staff/,
    addTable: 'Add table',
    changeTable: (name: string) => `Change table ${name}`,
    newCombination: 'New combination',
    combinationName: 'Name',
    joined: 'Tables joined',
    addCombination: 'Add combination',
    changeCombination: (name: string) => `Change combination ${name}`,
  },
  de: {
    title: 'Tische',
    newArea: 'Neuer Bereich',
    addArea: 'Bereich hinzufügen',
    changeArea: (name: string) => `Bereich ${name} ändern`,
    newTable: 'Neuer Tisch',
    tableName: 'Name oder Nummer',
    area: 'Bereich',
    from: 'Plätze ab',
    to: 'Plätze bis',
    online: /^Online und Team/,
    addTable: 'Tisch hinzufügen',
    changeTable: (name: string) => `Tisch ${name} ändern`,
    newCombination: 'Neue Kombination',
    combinationName: 'Bezeichnung',
    joined: 'Zusammengestellte Tische',
    addCombination: 'Kombination hinzufügen',
    changeCombination: (name: string) => `Kombination ${name} ändern`,
  },
} as const;

/** The restaurant owner's Settings > Tables: areas, tables and combinations of one branch. */
export function tablesSettings(page: Page, locale: Locale = 'en') {
  const say = WORDS[locale];
  const newTable = page.getByRole('form', { name: say.newTable });
  const newCombination = page.getByRole('form', { name: say.newCombination });
  /** A row of a list, found by its button (the row's name alone is as short as "1"). */
  const rowWith = (button: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('button', { name: button, exact: true }) });
  return {
    heading: page.getByRole('heading', { level: 1, name: say.title }),
    newArea: page.getByLabel(say.newArea, { exact: true }),
    addArea: page.getByRole('button', { name: say.addArea, exact: true }),
    area: (name: string) => rowWith(say.changeArea(name)),
    newTable: {
      name: newTable.getByLabel(say.tableName, { exact: true }),
      area: newTable.getByLabel(say.area, { exact: true }),
      from: newTable.getByLabel(say.from, { exact: true }),
      to: newTable.getByLabel(say.to, { exact: true }),
      online: newTable.getByRole('radio', { name: say.online }),
      add: newTable.getByRole('button', { name: say.addTable, exact: true }),
    },
    table: (name: string) => rowWith(say.changeTable(name)),
    newCombination: {
      name: newCombination.getByLabel(say.combinationName, { exact: true }),
      member: (table: string) =>
        newCombination.getByRole('group', { name: say.joined }).getByRole('checkbox', { name: table, exact: true }),
      from: newCombination.getByLabel(say.from, { exact: true }),
      to: newCombination.getByLabel(say.to, { exact: true }),
      add: newCombination.getByRole('button', { name: say.addCombination, exact: true }),
    },
    combination: (name: string) => rowWith(say.changeCombination(name)),
  };
}
