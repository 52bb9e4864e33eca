import { describe, expect, it } from '@rstest/core';
import { checkCatalogs } from './catalog-check';

const check = (en: Record<string, string>, de: Record<string, string>) =>
  checkCatalogs({ sourceDirs: [], namespaces: ['x'], en, de }).notGerman;

describe('the German catalog check', () => {
  it('takes the words of an ICU select or plural for syntax, not English', () => {
    const en = { 'x.lead': 'Check your {vertical, select, gastro {restaurant} other {salon}}.' };
    const de = { 'x.lead': 'Prüfen Sie {vertical, select, gastro {Ihr Restaurant} other {Ihren Salon}}.' };
    expect(check(en, de)).toEqual([]);
  });

  it('still finds English prose inside a select', () => {
    const en = { 'x.lead': '{vertical, select, gastro {Your restaurant} other {Your salon}}' };
    const de = { 'x.lead': '{vertical, select, gastro {Your restaurant} other {Ihr Salon}}' };
    expect(check(en, de)).toEqual(['x.lead']);
  });
});

describe('the check that both languages have the same ids', () => {
  it('names each id one language lacks, used by the source or not', () => {
    const en = { 'x.both': 'Both', 'x.english': 'Only here' };
    const de = { 'x.both': 'Beide', 'x.german': 'Nur hier' };
    const { notInBoth } = checkCatalogs({ sourceDirs: [], namespaces: ['x'], en, de });
    expect(notInBoth.sort()).toEqual(['de:x.english', 'en:x.german']);
  });
});
