import { describe, expect, it } from '@rstest/core';
import { priceMinorOf, priceTextOf } from './price-text';

describe('priceMinorOf', () => {
  it.each([
    ['25', 2500],
    ['25,5', 2550],
    ['25.50', 2550],
    [' 0,05 ', 5],
    ['0', 0],
  ])('reads %s as %i cents', (text, minor) => {
    expect(priceMinorOf(text)).toBe(minor);
  });

  it.each(['', '25,505', '1.250,00', '-5', '€25', 'abc', '1234567'])('refuses %j', (text) => {
    expect(priceMinorOf(text)).toBeNull();
  });
});

describe('priceTextOf', () => {
  it('writes the decimal mark of the language', () => {
    expect(priceTextOf(2550, 'de')).toBe('25,50');
    expect(priceTextOf(2550, 'en')).toBe('25.50');
    expect(priceTextOf(5, 'de-DE')).toBe('0,05');
  });
});
