import * as z from 'zod/mini';
import { appointmentStatusSchema } from './appointments';
import { customerLinkSchema } from './customer-link';
import { moneySchema } from './services';
import { staffAppointmentSchema } from './staff-calendar';
import { idSchema } from './tokens';

/*
 * Checkout on site: a cart of ONE appointment's services at their booked prices,
 * quantities and a discount, paid by cash or card. Money is in minor units throughout. The
 * rules (one appointment per cart, quantities, discount, totals) are in checkout-rules.ts,
 * which the staff screen and the API both run.
 */

export const MAX_LINE_QUANTITY = 99;

/** How a paid appointment was paid: on site by cash or card, or online when booked. */
export const checkoutMethodSchema = z.enum(['cash', 'card']);
export type CheckoutMethod = z.infer<typeof checkoutMethodSchema>;
export const paidMethodSchema = z.enum(['cash', 'card', 'online']);
export type PaidMethod = z.infer<typeof paidMethodSchema>;

/** One line of a cart as the client sends it: which appointment's service, how many. */
export const cartLineInputSchema = z.object({
  /** The appointment the service was booked with; another than the cart's is refused. */
  appointment_id: idSchema,
  service_id: idSchema,
  quantity: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_LINE_QUANTITY)),
});
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

/**
 * POST /v0/staff/appointments/{appointment}/checkout with an Idempotency-Key header: pay the
 * cart. The same key answers the same again without a second payment; another key after the
 * payment is 409 already_paid. Errors: 422 cart_other_appointment (a line of another
 * appointment), 422 missing_service_data (a line whose service the appointment has no booked
 * price for), 400 with `discount_minor: discount_exceeds_total`, 409 not_editable (cancelled).
 */
export const checkoutPayRequestSchema = z.object({
  lines: z.array(cartLineInputSchema).check(z.minLength(1), z.maxLength(50)),
  /** Off the subtotal, in minor units of the appointment's currency; at most the subtotal. */
  discount_minor: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(100_000_000)), 0),
  method: checkoutMethodSchema,
});
export type CheckoutPayRequest = z.input<typeof checkoutPayRequestSchema>;

export const checkoutLineSchema = z.object({
  service_id: idSchema,
  name: z.string(),
  /** The price the service was booked at. */
  unit_price: moneySchema,
  quantity: z.number(),
  line_total: moneySchema,
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

/** The payment of a paid appointment, recorded once. */
export const checkoutPaymentSchema = z.object({
  /** Null when staff marked it paid without a checkout (recordPayment): how is not known. */
  method: z.nullable(paidMethodSchema),
  amount: moneySchema,
  /** ISO instant (UTC). */
  paid_at: z.iso.datetime(),
});
export type CheckoutPayment = z.infer<typeof checkoutPaymentSchema>;

/**
 * The cart of one appointment. Unpaid: its booked services, one each, no discount (the screen
 * starts from it). Paid: what was charged (on site: the paid lines and discount; online: the
 * booked services) and `payment`.
 */
export const checkoutSchema = z.object({
  appointment_id: idSchema,
  status: appointmentStatusSchema,
  customer: z.nullable(customerLinkSchema),
  lines: z.array(checkoutLineSchema),
  subtotal: moneySchema,
  discount: moneySchema,
  total: moneySchema,
  /** False when cancelled or already paid: nothing more can be charged. */
  payable: z.boolean(),
  payment: z.nullable(checkoutPaymentSchema),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** GET .../checkout. Errors: 404 appointment_not_found, 422 missing_service_data. */
export const checkoutResponseSchema = z.object({ results: z.object({ checkout: checkoutSchema }) });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** Answer of paying: the paid cart and the appointment, now `paid`, as the calendar shows it. */
export const checkoutPaidResponseSchema = z.object({
  results: z.object({ checkout: checkoutSchema, appointment: staffAppointmentSchema }),
});
export type CheckoutPaidResponse = z.infer<typeof checkoutPaidResponseSchema>;
