import { describe, expect, it } from '@rstest/core';
import de from '../../i18n/de.json';
import en from '../../i18n/en.json';

/**
 * The tables screen's words as assistive technology meets them: a row's button is named for
 * its row but must still contain the word it shows (speech users say what they see), and a
 * section named like the page makes two landmarks of the same name.
 */
const ROW_BUTTONS = [
  ['staff.settings.tables.area.renameOne', 'staff.settings.tables.edit'],
  ['staff.settings.tables.table.editOne', 'staff.settings.tables.edit'],
  ['staff.settings.tables.table.retireOne', 'staff.settings.tables.table.retire'],
  ['staff.settings.tables.combination.editOne', 'staff.settings.tables.edit'],
  ['staff.settings.tables.combination.removeOne', 'staff.settings.tables.combination.remove'],
] as const;
const SECTIONS = [
  'staff.settings.tables.areas',
  'staff.settings.tables.tables',
  'staff.settings.tables.combinations',
] as const;

for (const [locale, catalog] of [
  ['en', en],
  ['de', de],
] as const) {
  describe(`the tables screen in ${locale}`, () => {
    it.each(ROW_BUTTONS)('names the button %s with the word it shows', (named, shown) => {
      expect(catalog[named].toLowerCase()).toContain(catalog[shown].toLowerCase());
    });

    it.each(SECTIONS)('names the section %s apart from the page', (section) => {
      expect(catalog[section]).not.toBe(catalog['staff.settings.tables.title']);
    });
  });
}
