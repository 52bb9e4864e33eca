import { describe, expect, it } from '@rstest/core';
import { payFieldOf } from './pay-field-of';

describe('payFieldOf', () => {
  it('marks a refused discount, method and line quantity at their fields', () => {
    expect(payFieldOf('discount_minor')).toBe('cart.discount');
    expect(payFieldOf('method')).toBe('method');
    expect(payFieldOf('lines.1.quantity')).toBe('cart.quantities.1');
  });

  it('leaves what the cart form has no field for to be said in words', () => {
    expect(payFieldOf('lines.1.service_id')).toBeNull();
    expect(payFieldOf('body')).toBeNull();
  });
});
