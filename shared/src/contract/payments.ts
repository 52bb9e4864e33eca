import * as z from 'zod/mini';
import { storableText } from './safe-text';
import { moneySchema } from './services';
import { idSchema } from './tokens';
import { zonedDateTimeSchema } from './zoned-time';

/**
 * An online payment attempt of an appointment (payment can fail and then
 * offers a retry). `pending` until the provider reports the outcome; `expired` when the
 * checkout was not completed by `pay_by` (the appointment's slot is then free again);
 * `refunded` when the money went back: all of it for a payment that arrived after the
 * appointment lapsed or was cancelled, or what was left after the fees due when a paid
 * appointment was cancelled (see `refunded`).
 */
export const paymentStatusSchema = z.enum(['pending', 'paid', 'failed', 'expired', 'refunded']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentSchema = z.object({
  id: idSchema,
  status: paymentStatusSchema,
  /** The appointment's price and the fees due, less what was paid before. */
  amount: moneySchema,
  /** The provider's hosted payment page: send the customer there. */
  checkout_url: z.string(),
  /** Until then the slot stays the customer's; an unpaid appointment lapses afterwards. */
  pay_by: zonedDateTimeSchema,
  /** Why a failed payment failed (`card_declined`), for the "try again" message. */
  failure_code: z.nullable(z.string()),
  /** What was given back (status `refunded`): the amount, or less when fees were kept. */
  refunded: z.nullable(moneySchema),
  created_at: zonedDateTimeSchema,
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * POST /v0/organizations/:organization/appointments/:token/payment: starts an online
 * payment (201), or answers the one still pending (200); after a failure it starts a new
 * attempt (the retry). GET the same path: the latest attempt.
 */
export const paymentResponseSchema = z.object({ results: z.object({ payment: paymentSchema }) });
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

/**
 * POST /v0/payments/webhooks/sandbox, sent by the sandbox provider with the header
 * `Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 */
export const sandboxWebhookEventSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(255), storableText()),
  type: z.enum(['checkout.succeeded', 'checkout.failed']),
  created: z.number().check(z.int()),
  data: z.object({
    checkout_id: z.string().check(z.minLength(1), z.maxLength(2000), storableText()),
    failure_code: z.optional(z.string().check(z.maxLength(100), storableText())),
  }),
});
export type SandboxWebhookEvent = z.infer<typeof sandboxWebhookEventSchema>;

export const webhookReceiptSchema = z.object({ results: z.object({ received: z.literal(true) }) });
