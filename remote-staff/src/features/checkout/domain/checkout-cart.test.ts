import type { Checkout } from '@booking/shared/contract/checkout';
import { describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { cartBasis, checkoutFormSchema, discountMinorOf, payRequestOf, priceForm, startingForm } from './checkout-cart';

const eur = (amount_minor: number) => ({ amount_minor, currency: 'EUR' });
const checkout: Checkout = {
  appointment_id: 'a1',
  status: 'booked',
  customer: null,
  lines: [
    { service_id: 's1', name: 'Cut', unit_price: eur(3500), quantity: 1, line_total: eur(3500) },
    { service_id: 's2', name: 'Colour', unit_price: eur(4250), quantity: 1, line_total: eur(4250) },
  ],
  subtotal: eur(7750),
  discount: eur(0),
  total: eur(7750),
  payable: true,
  payment: null,
};
const basis = cartBasis(checkout);

function fieldsOf(values: unknown) {
  const parsed = z.safeParse(checkoutFormSchema(basis), values);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}:${issue.code}`);
}

describe('the checkout cart on screen', () => {
  it('starts from the booked services, one each, at their booked prices', () => {
    const priced = priceForm(basis, startingForm(checkout).cart);
    expect(priced.ok && priced.value.total_minor).toBe(7750);
  });

  it('totals quantities and a discount as the contract’s rules do', () => {
    const priced = priceForm(basis, { quantities: ['2', '1'], discount: '10,50' });
    expect(priced.ok && priced.value).toMatchObject({
      subtotal_minor: 11250,
      discount_minor: 1050,
      total_minor: 10200,
    });
  });

  it('reads a discount typed with a comma or a point, and refuses one that is no amount', () => {
    expect(discountMinorOf('5', 2)).toBe(500);
    expect(discountMinorOf('5.5', 2)).toBe(550);
    expect(discountMinorOf(' 0,05 ', 2)).toBe(5);
    expect(discountMinorOf('', 2)).toBe(0);
    expect(discountMinorOf('-5', 2)).toBeNull();
    expect(discountMinorOf('5.555', 2)).toBeNull();
    expect(discountMinorOf('500', 0)).toBe(500);
  });

  it('marks a discount above the subtotal and a quantity out of range at their fields', () => {
    expect(fieldsOf({ cart: { quantities: ['0', '100'], discount: '1' }, method: 'cash' })).toEqual([
      'cart.quantities.0:too_small',
    ]);
    expect(fieldsOf({ cart: { quantities: ['1', '100'], discount: '1' }, method: 'cash' })).toEqual([
      'cart.quantities.1:too_big',
    ]);
    expect(fieldsOf({ cart: { quantities: ['1', '1'], discount: '77,51' }, method: 'card' })).toEqual([
      'cart.discount:custom',
    ]);
  });

  it('asks for a payment method, and judges the cart while none is chosen', () => {
    expect(fieldsOf({ cart: { quantities: ['1', ''], discount: '' }, method: '' }).sort()).toEqual([
      'cart.quantities.1:too_small',
      'method:invalid_value',
    ]);
  });

  it('sends the cart as lines of its own appointment with the discount in minor units', () => {
    expect(payRequestOf(basis, { cart: { quantities: ['1', '3'], discount: '2' }, method: 'card' })).toEqual({
      lines: [
        { appointment_id: 'a1', service_id: 's1', quantity: 1 },
        { appointment_id: 'a1', service_id: 's2', quantity: 3 },
      ],
      discount_minor: 200,
      method: 'card',
    });
  });
});
