import * as z from 'zod/mini';
import { appointmentResponseSchema } from '../appointments';
import { defineOperation } from '../operation';
import { paymentResponseSchema, sandboxWebhookEventSchema, webhookReceiptSchema } from '../payments';
import { manageParams, sandboxCheckoutParams } from '../route-params';

const PAYMENT = '/v0/organizations/{organization}/appointments/{token}/payment';
const CHECKOUT = '/v0/sandbox-payments/{checkout}';
const payment = { description: 'The payment attempt', schema: paymentResponseSchema } as const;
/** The hosted page's language; without it, the browser's Accept-Language decides. */
const sandboxPageQuery = z.object({ lang: z.optional(z.enum(['de', 'en'])) });
const found = ['invalid_input', 'merchant_not_found', 'appointment_not_found'] as const;

/** Online payment of appointments, and the sandbox provider's hosted page and webhook. */
export const startPayment = defineOperation({
  method: 'post',
  path: PAYMENT,
  id: 'startPayment',
  summary: 'Start an online payment (or retry after a failure); the pending attempt is answered again',
  tag: 'payments',
  params: manageParams,
  responses: { 201: payment, 200: { ...payment, description: 'The attempt still pending' } },

  errors: [...found, 'not_editable'],
});

export const getPayment = defineOperation({
  method: 'get',
  path: PAYMENT,
  id: 'getPayment',
  summary: 'The latest payment attempt',
  tag: 'payments',
  params: manageParams,
  responses: { 200: payment },
  errors: [...found, 'payment_not_found'],
});

/**
 * The way out of a declined card or an abandoned checkout: the customer pays at the salon
 * instead. The payment window ends (the slot is kept with no time limit, as any booking paid
 * on site); a checkout completed later is still taken. Answered again for one already on site.
 */
export const payOnSite = defineOperation({
  method: 'post',
  path: `${PAYMENT}/on-site`,
  id: 'payOnSite',
  summary: 'Pay at the salon instead of online (after a declined card, or instead of paying now)',
  tag: 'payments',
  params: manageParams,
  responses: { 200: { description: 'The appointment, to be paid at the salon', schema: appointmentResponseSchema } },
  errors: [...found, 'not_editable'],
});

export const sandboxWebhook = defineOperation({
  method: 'post',
  path: '/v0/payments/webhooks/sandbox',
  id: 'sandboxWebhook',
  summary:
    'Outcome of a checkout, signed by the sandbox provider (HMAC-SHA256; replays refused); a payment the appointment can no longer take is refunded',
  tag: 'payments',
  headers: z.object({ 'sandbox-signature': z.string() }),
  body: sandboxWebhookEventSchema,
  signed: true,
  responses: { 200: { description: 'Applied', schema: webhookReceiptSchema } },
  errors: ['webhook_signature_invalid', 'webhook_replayed', 'payment_not_found'],
});

export const sandboxCheckoutPage = defineOperation({
  method: 'get',
  path: CHECKOUT,
  id: 'sandboxCheckoutPage',
  summary: 'The sandbox hosted payment page (HTML form; 404 page for an unknown checkout)',
  tag: 'payments',
  params: sandboxCheckoutParams,
  query: sandboxPageQuery,
  responses: { 200: { description: 'The payment form', html: true } },
  errorPages: { 404: 'Unknown checkout (HTML page)' },
  errors: ['invalid_input'],
});

export const sandboxCheckoutPay = defineOperation({
  method: 'post',
  path: CHECKOUT,
  id: 'sandboxCheckoutPay',
  summary: 'Pay with a test card (form field card_number): 200 charged, 402 declined, 410 expired, 422 other card',
  tag: 'payments',
  params: sandboxCheckoutParams,
  query: sandboxPageQuery,
  responses: { 200: { description: 'Charged (HTML): received, refunded, or not recorded by the shop', html: true } },
  errorPages: {
    402: 'The card was declined (HTML page, with the way back to the shop)',
    404: 'Unknown checkout (HTML page)',
    410: 'The checkout expired (HTML page)',
    422: 'Not a test card: the form again, saying so (HTML page)',
  },
  errors: ['invalid_input'],
});
