import { join } from 'node:path';
import { checkCatalogs } from '@booking/shared/testing/catalog-check';
import { describe, expect, it } from '@rstest/core';
import de from './messages/de.json';
import en from './messages/en.json';

describe('shared UI message catalogs', () => {
  const problems = checkCatalogs({
    sourceDirs: [
      join(import.meta.dirname, '..'),
      ...['shell', 'remote-beauty', 'remote-gastro', 'remote-staff'].map((app) =>
        join(import.meta.dirname, '../../..', app, 'src'),
      ),
    ],
    namespaces: ['field', 'form'],
    en,
    de,
  });

  it('have every message id the source uses, in English and German', () => {
    expect(problems.missingInEn).toEqual([]);
    expect(problems.missingInDe).toEqual([]);
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
