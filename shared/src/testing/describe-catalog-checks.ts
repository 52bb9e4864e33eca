import { describe, expect, it } from '@rstest/core';
import { type CatalogCheck, checkCatalogs } from './catalog-check';

/** The catalog checks as tests, for each app's `i18n/catalogs.test.ts`. */
export function describeCatalogChecks(name: string, check: CatalogCheck): void {
  describe(`${name} message catalogs`, () => {
    const problems = checkCatalogs(check);

    it('have every message id the source uses, in English and German', () => {
      expect(problems.missingInEn).toEqual([]);
      expect(problems.missingInDe).toEqual([]);
    });

    it('have every id of the other language, in English and in German', () => {
      expect(problems.notInBoth).toEqual([]);
    });

    it('have no key the source does not use', () => {
      expect(problems.unused).toEqual([]);
    });

    it('use the same placeholders in both languages', () => {
      expect(problems.placeholderMismatch).toEqual([]);
    });

    it('have German texts in the German catalog', () => {
      expect(problems.notGerman).toEqual([]);
    });
  });
}
