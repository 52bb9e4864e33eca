import { join } from 'node:path';
import { ERROR_CODES, FIELD_ERROR_CODES } from '@booking/shared/errors/codes';
import { describeCatalogChecks } from '@booking/shared/testing/describe-catalog-checks';
import { describe, expect, it } from '@rstest/core';
import { ERROR_TEXT_IDS } from '../ui/error-text/error-text';
import de from './messages/de.json';
import en from './messages/en.json';

describeCatalogChecks('shared UI', {
  sourceDirs: [
    join(import.meta.dirname, '..'),
    ...['shell', 'remote-beauty', 'remote-gastro', 'remote-staff'].map((app) =>
      join(import.meta.dirname, '../../..', app, 'src'),
    ),
  ],
  namespaces: ['error', 'field', 'form', 'kit'],
  en,
  de,
});

describe('texts for every code of the contract', () => {
  const catalogs: Record<string, Record<string, string>> = { en, de };
  const lacking = (ids: string[]) =>
    Object.entries(catalogs).flatMap(([lang, messages]) =>
      ids.filter((id) => !messages[id]).map((id) => `${lang}:${id}`),
    );

  it('has error.<code> in English and German for every error code', () => {
    expect(lacking(ERROR_CODES.map((code) => `error.${code}`))).toEqual([]);
  });

  it('has field.<code> in English and German for every field code', () => {
    expect(lacking(FIELD_ERROR_CODES.map((code) => `field.${code}`))).toEqual([]);
  });

  it('words each code by its own id, the one the component renders', () => {
    expect(Object.entries(ERROR_TEXT_IDS.errors).filter(([code, id]) => id !== `error.${code}`)).toEqual([]);
    expect(Object.entries(ERROR_TEXT_IDS.fields).filter(([code, id]) => id !== `field.${code}`)).toEqual([]);
  });
});
