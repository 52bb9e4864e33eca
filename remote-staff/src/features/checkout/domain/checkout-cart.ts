import type { CartLineInput, Checkout, CheckoutMethod, CheckoutPayRequest } from '@booking/shared/contract/checkout';
import { type CartOf, type CartResult, type PricedCart, priceCart } from '@booking/shared/contract/checkout-rules';
import * as z from 'zod/mini';

/** The cart's editable part as the form holds it: one quantity per booked service, the discount as typed. */
export interface CartFormValues {
  quantities: string[];
  discount: string;
}

/** No method until staff choose one: what was paid with is never guessed. */
export interface CheckoutFormValues {
  cart: CartFormValues;
  method?: CheckoutMethod;
}

/** What the cart is of: the appointment and its services at their booked prices, and the currency's decimals. */
export interface CartBasis {
  of: CartOf & { booked: NonNullable<CartOf['booked']> };
  currency: string;
  digits: number;
}

/** The basis of an unpaid checkout as the API read it (its lines are the booked services, one each). */
export function cartBasis(checkout: Checkout): CartBasis {
  const currency = checkout.total.currency;
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits;
  return {
    of: {
      appointmentId: checkout.appointment_id,
      booked: checkout.lines.map((line) => ({
        id: line.service_id,
        name: line.name,
        price_minor: line.unit_price.amount_minor,
      })),
    },
    currency,
    digits: digits ?? 2,
  };
}

export function startingForm(checkout: Checkout): CheckoutFormValues {
  return { cart: { quantities: checkout.lines.map((line) => String(line.quantity)), discount: '' } };
}

/**
 * A discount typed in the currency's units ("5", "5.50", "5,50") in minor units; '' is none.
 * Null when it is no amount (letters, a minus, more decimals than the currency has).
 */
export function discountMinorOf(typed: string, digits: number): number | null {
  const text = typed.trim();
  if (text === '') return 0;
  const match = new RegExp(`^(\\d{1,9})(?:[.,](\\d{0,${digits}}))?$`).exec(text);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

export function cartLinesOf(basis: CartBasis, quantities: readonly string[]): CartLineInput[] {
  return basis.of.booked.map((service, index) => ({
    appointment_id: basis.of.appointmentId,
    service_id: service.id,
    // '' or "1.5" is no whole number: the rules then name the field (too_small).
    quantity: quantities[index]?.trim() ? Number(quantities[index]) : Number.NaN,
  }));
}

type Priced = CartResult<PricedCart> | { ok: false; discount: 'invalid_format' };

/** The cart priced by the contract's rules (the API runs the same), or why not. */
export function priceForm(basis: CartBasis, cart: CartFormValues): Priced {
  const discount = discountMinorOf(cart.discount, basis.digits);
  if (discount === null) return { ok: false, discount: 'invalid_format' };
  return priceCart(basis.of, cartLinesOf(basis, cart.quantities), discount);
}

/**
 * The checkout form's schema: a method must be chosen, and the cart must pass the contract's
 * rules, each failure at the field it is about (a quantity, the discount). The cart is an
 * object of its own so that its check runs even while no method is chosen yet.
 */
export function checkoutFormSchema(basis: CartBasis) {
  const cart = z.object({ quantities: z.array(z.string()), discount: z.string() }).check(
    z.check((ctx) => {
      const priced = priceForm(basis, ctx.value);
      if (priced.ok) return;
      const input = ctx.value;
      if ('discount' in priced) {
        ctx.issues.push({
          code: 'invalid_format',
          format: 'regex',
          pattern: '',
          input: input.discount,
          path: ['discount'],
        });
        return;
      }
      const { error } = priced;
      if (error.code !== 'invalid_input') return;
      for (const [field, [first]] of Object.entries(error.fields)) {
        if (!first) continue;
        const path = field === 'discount_minor' ? ['discount'] : ['quantities', Number(field.split('.')[1])];
        if (first.code === 'too_small') {
          const minimum = first.params?.min ?? 0;
          ctx.issues.push({ code: 'too_small', origin: 'number', minimum, inclusive: true, input, path });
        } else if (first.code === 'too_big') {
          const maximum = first.params?.max ?? 0;
          ctx.issues.push({ code: 'too_big', origin: 'number', maximum, inclusive: true, input, path });
        } else {
          ctx.issues.push({ code: 'custom', message: first.code, params: { field_code: first.code }, input, path });
        }
      }
    }),
  );
  return z.object({ cart, method: z.enum(['cash', 'card']) });
}

/** The request for a cart the schema accepted. */
export function payRequestOf(
  basis: CartBasis,
  values: { cart: CartFormValues; method: CheckoutMethod },
): CheckoutPayRequest {
  return {
    lines: cartLinesOf(basis, values.cart.quantities),
    discount_minor: discountMinorOf(values.cart.discount, basis.digits) ?? 0,
    method: values.method,
  };
}
