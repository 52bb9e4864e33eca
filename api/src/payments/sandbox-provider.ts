import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type SandboxWebhookEvent, sandboxWebhookEventSchema } from '@booking/shared/contract/payments';
import * as z from 'zod/mini';
import type {
  Checkout,
  CheckoutRequest,
  PaymentProvider,
  ProviderEvent,
  Refund,
  RefundRequest,
  WebhookRefused,
} from './payment-provider';
import { signWebhook, verifyWebhook } from './webhook-signature';

export const SANDBOX_SIGNATURE_HEADER = 'Sandbox-Signature';
export const SANDBOX_WEBHOOK_PATH = '/v0/payments/webhooks/sandbox';
export const SANDBOX_CHECKOUT_PATH = '/v0/sandbox-payments';

/** Test cards, as real providers document theirs: one is charged, one is declined. */
export const SANDBOX_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002' } as const;

const checkoutSchema = z.object({
  reference: z.string(),
  amountMinor: z.number(),
  currency: z.string(),
  description: z.string(),
  expiresAt: z.number(),
  /** Optional: checkouts made before it existed still open. */
  returnUrl: z.optional(z.string()),
  /** The branch's zone, for the deadline on the page; optional as returnUrl. */
  timeZone: z.optional(z.string()),
});
export type SandboxCheckout = z.infer<typeof checkoutSchema>;

export type SandboxOptions = {
  /** Signs checkouts and webhooks. Not a real provider key: any string will do locally. */
  secret: string;
  /** Where the API is reached, for the checkout URL of the hosted page. */
  publicUrl: string;
  /** Sends a signed webhook, as the provider's servers would (in process by default). */
  deliver: (body: string, headers: Record<string, string>) => Promise<Response>;
};

export type ChargeResult =
  | { kind: 'charged'; outcome: 'succeeded' | 'failed'; checkout: SandboxCheckout; delivered: number }
  | { kind: 'unknown_card' | 'expired' | 'not_found' };

/**
 * A payment provider that behaves like a real one without any account: checkouts are
 * hosted pages served by this API (`routes/sandbox-payments.ts`), card outcomes come from
 * the test cards, and outcomes arrive as HMAC-signed webhooks. A checkout id carries its
 * own data and a MAC, so any process with the secret can serve the page (no shared state).
 */
export function createSandboxProvider(options: SandboxOptions) {
  const mac = (payload: string) =>
    createHmac('sha256', `checkout:${options.secret}`).update(payload).digest('base64url');

  function openCheckout(checkoutId: string): SandboxCheckout | null {
    const [payload = '', given = ''] = checkoutId.split('.');
    const expected = Buffer.from(mac(payload));
    const actual = Buffer.from(given);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
    const parsed = z.safeParse(checkoutSchema, JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  }

  const provider: PaymentProvider & {
    openCheckout: typeof openCheckout;
    charge: (checkoutId: string, cardNumber: string, now: Date) => Promise<ChargeResult>;
  } = {
    name: 'sandbox',
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const data: SandboxCheckout = { ...request, expiresAt: request.expiresAt.getTime() };
      const payload = Buffer.from(JSON.stringify(data)).toString('base64url');
      const checkoutId = `${payload}.${mac(payload)}`;
      return { checkoutId, url: `${options.publicUrl}${SANDBOX_CHECKOUT_PATH}/${checkoutId}` };
    },

    /**
     * Refunds synchronously, as providers' refund APIs answer (Stripe's refund object): no
     * webhook follows, and none could be applied anyway while the caller's transaction holds
     * the payment's row. The refund id is derived from the checkout and the key, so asking
     * again gives the same refund (idempotent) on any process, with no state kept.
     */
    async refund(request: RefundRequest): Promise<Refund> {
      const checkout = openCheckout(request.checkoutId);
      if (!checkout) throw new Error('Sandbox refund: unknown checkout');
      const { amountMinor } = request;
      if (request.currency !== checkout.currency || amountMinor <= 0 || amountMinor > checkout.amountMinor) {
        throw new Error('Sandbox refund: not an amount that was charged');
      }
      const id = mac(`refund:${request.checkoutId}:${request.idempotencyKey}:${request.amountMinor}`).slice(0, 24);
      return { refundId: `re_${id}`, status: 'refunded' };
    },

    readWebhook(rawBody, header, now): ReturnType<PaymentProvider['readWebhook']> {
      const signed = verifyWebhook(options.secret, rawBody, header(SANDBOX_SIGNATURE_HEADER), now);
      if (!signed.ok) return signed;
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return refused('malformed');
      }
      const event = z.safeParse(sandboxWebhookEventSchema, json);
      if (!event.success) return refused('malformed');
      return { ok: true, value: toProviderEvent(event.data) };
    },

    openCheckout,

    /** The hosted page's submit: charges a test card and tells the merchant by webhook. */
    async charge(checkoutId, cardNumber, now) {
      const checkout = openCheckout(checkoutId);
      if (!checkout) return { kind: 'not_found' };
      if (checkout.expiresAt <= now.getTime()) return { kind: 'expired' };
      const card = cardNumber.replace(/[\s-]/g, '');
      if (card !== SANDBOX_CARDS.succeeds && card !== SANDBOX_CARDS.declined) return { kind: 'unknown_card' };
      const outcome = card === SANDBOX_CARDS.succeeds ? 'succeeded' : 'failed';
      const event: SandboxWebhookEvent = {
        id: `evt_${randomBytes(16).toString('hex')}`,
        type: outcome === 'succeeded' ? 'checkout.succeeded' : 'checkout.failed',
        created: Math.floor(now.getTime() / 1000),
        data: { checkout_id: checkoutId, ...(outcome === 'failed' ? { failure_code: 'card_declined' } : {}) },
      };
      const body = JSON.stringify(event);
      const response = await options.deliver(body, {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signWebhook(options.secret, body, now),
      });
      return { kind: 'charged', outcome, checkout, delivered: response.status };
    },
  };
  return provider;
}
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

function refused(reason: string): { ok: false; error: WebhookRefused } {
  return { ok: false, error: { code: 'webhook_signature_invalid', params: { reason } } };
}

function toProviderEvent(event: SandboxWebhookEvent): ProviderEvent {
  return {
    id: event.id,
    checkoutId: event.data.checkout_id,
    outcome: event.type === 'checkout.succeeded' ? 'succeeded' : 'failed',
    failureCode: event.type === 'checkout.failed' ? (event.data.failure_code ?? 'declined') : null,
  };
}
