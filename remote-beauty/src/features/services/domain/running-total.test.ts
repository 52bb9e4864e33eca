import type { Service } from '@booking/shared/contract/services';
import { describe, expect, it } from '@rstest/core';
import { runningTotal } from './running-total';

const service = (id: string, minutes: number, cents: number, currency = 'EUR'): Service => ({
  id,
  name: id,
  category: 'Haare',
  description: null,
  duration_minutes: minutes,
  price: { amount_minor: cents, currency },
});
const menu = [service('cut', 45, 4800), service('colour', 90, 7900), service('nails', 30, 2500)];

describe('runningTotal', () => {
  it('adds up the time and price of the chosen services', () => {
    expect(runningTotal(menu, ['cut', 'colour'])).toEqual({
      minutes: 135,
      price: { amount_minor: 12700, currency: 'EUR' },
    });
  });

  it('is zero and priceless with nothing chosen', () => {
    expect(runningTotal(menu, [])).toEqual({ minutes: 0, price: null });
  });

  it('ignores a chosen id the menu no longer has', () => {
    expect(runningTotal(menu, ['nails', 'gone'])).toEqual({
      minutes: 30,
      price: { amount_minor: 2500, currency: 'EUR' },
    });
  });

  it('gives no price rather than adding different currencies', () => {
    expect(runningTotal([...menu, service('chf', 30, 3000, 'CHF')], ['cut', 'chf']).price).toBeNull();
  });
});
