import { describe, expect, it } from '@rstest/core';
import { currencyFor, formatMoney } from './currency';
import { chooseLocale } from './locale';

describe('chooseLocale', () => {
  it('uses German in production builds', () => {
    expect(chooseLocale(null, 'production')).toBe('de');
  });

  it('uses English in development builds', () => {
    expect(chooseLocale(null, 'development')).toBe('en');
  });

  it("keeps the visitor's saved choice over the build default", () => {
    expect(chooseLocale('en', 'production')).toBe('en');
    expect(chooseLocale('de', 'development')).toBe('de');
  });

  it('ignores a saved value that is no supported locale', () => {
    expect(chooseLocale('fr', 'development')).toBe('en');
    expect(chooseLocale('', 'production')).toBe('de');
  });
});

describe('prices', () => {
  it("use the merchant's currency whatever the visitor's language", () => {
    expect(currencyFor('EUR', 'en')).toBe('EUR');
    expect(currencyFor('CHF', 'de')).toBe('CHF');
  });

  it('fall back to USD for en and EUR for de only when no currency is configured', () => {
    expect(currencyFor(null, 'en')).toBe('USD');
    expect(currencyFor(null, 'de')).toBe('EUR');
  });

  it("are written in the visitor's locale", () => {
    expect(formatMoney(6500, 'EUR', 'en')).toBe('€65.00');
    expect(formatMoney(6500, 'EUR', 'de')).toBe('65,00\u00a0€');
  });

  it('respect currencies without minor units', () => {
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
  });
});
