import { describe, expect, it } from '@rstest/core';
import { moneyAffixesOf, moneyTextOf, parseMoneyText } from './money-text';

describe('parseMoneyText', () => {
  it.each([
    ['5,50', 'de', 550],
    ['5.50', 'de', 550],
    ['5', 'de', 500],
    ['0,05', 'de', 5],
    [' 25,5 ', 'de', 2550],
    ['1.250', 'de', 125_000],
    ['1.250,00', 'de', 125_000],
    ['5,50 €', 'de', 550],
    ['€5.50', 'en', 550],
    ['5.50', 'en', 550],
    ['5,50', 'en', 550],
    ['1,250.00', 'en', 125_000],
    ['1,250', 'en', 125_000],
    ['EUR 12', 'en', 1200],
    ['0', 'en', 0],
  ])('reads %j in %s as %i minor units', (text, locale, minor) => {
    expect(parseMoneyText(text, locale, 'EUR')).toBe(minor);
  });

  it.each(['', 'abc', '-5', '5,505', '5,5,5', '1.250.5', '1,250.00,5', '12.34.56', '1.2345', ',50', '5 Euro'])(
    'refuses %j',
    (text) => {
      expect(parseMoneyText(text, 'de', 'EUR')).toBeNull();
    },
  );

  it('reads a currency without decimals as whole units', () => {
    expect(parseMoneyText('1,500', 'en', 'JPY')).toBe(1500);
    expect(parseMoneyText('15.5', 'en', 'JPY')).toBeNull();
  });
});

describe('moneyTextOf', () => {
  it('writes the decimal mark of the language, without sign or grouping', () => {
    expect(moneyTextOf(500, 'de', 'EUR')).toBe('5,00');
    expect(moneyTextOf(500, 'en', 'EUR')).toBe('5.00');
    expect(moneyTextOf(125_050, 'de', 'EUR')).toBe('1250,50');
    expect(moneyTextOf(1500, 'en', 'JPY')).toBe('1500');
  });

  it('reads back what it writes', () => {
    for (const locale of ['de', 'en'])
      expect(parseMoneyText(moneyTextOf(1234, locale, 'EUR'), locale, 'EUR')).toBe(1234);
  });
});

describe('moneyAffixesOf', () => {
  it('puts the sign where the language does: after in German, before in English', () => {
    expect(moneyAffixesOf('de', 'EUR')).toEqual({ prefix: '', suffix: '€' });
    expect(moneyAffixesOf('en', 'EUR')).toEqual({ prefix: '€', suffix: '' });
    expect(moneyAffixesOf('de', 'CHF')).toEqual({ prefix: '', suffix: 'CHF' });
  });
});

describe('a currency Intl does not know', () => {
  it('reads and writes two decimals without a sign instead of failing', () => {
    expect(moneyAffixesOf('de', '')).toEqual({ prefix: '', suffix: '' });
    expect(parseMoneyText('5,50', 'de', '')).toBe(550);
  });
});
