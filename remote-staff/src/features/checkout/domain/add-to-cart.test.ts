import type { Checkout } from '@booking/shared/contract/checkout';
import { describe, expect, it } from '@rstest/core';
import { addToCart } from './add-to-cart';
import { cartBasis } from './checkout-cart';

const eur = (amount_minor: number) => ({ amount_minor, currency: 'EUR' });
const line = (service_id: string, name: string, price: number) => ({
  service_id,
  name,
  unit_price: eur(price),
  quantity: 1,
  line_total: eur(price),
});
const basis = cartBasis({
  appointment_id: 'a1',
  status: 'booked',
  customer: null,
  lines: [line('s1', 'Cut', 3500), line('s2', 'Colour', 4250)],
  subtotal: eur(7750),
  discount: eur(0),
  total: eur(7750),
  payable: true,
  payment: null,
} satisfies Checkout);

describe('adding a service to the checkout cart', () => {
  it('adds one more of a service this appointment booked', () => {
    expect(addToCart(basis, ['1', '3'], { appointmentId: 'a1', serviceId: 's2' })).toEqual({
      ok: true,
      quantities: ['1', '4'],
    });
  });

  it('refuses a service of another appointment and leaves the cart alone', () => {
    expect(addToCart(basis, ['1', '1'], { appointmentId: 'a2', serviceId: 's9' })).toEqual({
      ok: false,
      error: { code: 'cart_other_appointment', params: { appointment_id: 'a2' } },
    });
  });

  it('refuses a service this appointment did not book: there is no booked price for it', () => {
    expect(addToCart(basis, ['1', '1'], { appointmentId: 'a1', serviceId: 's9' })).toEqual({
      ok: false,
      error: { code: 'missing_service_data', params: { service_id: 's9' } },
    });
  });

  it('keeps a quantity being corrected as typed', () => {
    expect(addToCart(basis, ['', '1'], { appointmentId: 'a1', serviceId: 's2' })).toEqual({
      ok: true,
      quantities: ['', '2'],
    });
  });
});
