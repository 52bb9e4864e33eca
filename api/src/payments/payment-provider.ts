import type { Result } from '../domain/result';

export type Checkout = { checkoutId: string; url: string };

export type CheckoutRequest = {
  /** Our payment id, echoed back by the provider. */
  reference: string;
  amountMinor: number;
  currency: string;
  description: string;
  /** The hosted page refuses to charge after this. */
  expiresAt: Date;
};

/** What a provider's webhook tells us, once its signature is checked. */
export type ProviderEvent = {
  id: string;
  checkoutId: string;
  outcome: 'succeeded' | 'failed';
  failureCode: string | null;
};

export type WebhookRefused = { code: 'webhook_signature_invalid'; params: { reason: string } };

/**
 * A payment provider as the API uses it: create a hosted checkout, and read a webhook whose
 * signature (and freshness) it checks. Replays of a valid event are refused by the caller
 * (event ids are recorded in the database, across processes).
 */
export interface PaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  readWebhook(
    rawBody: string,
    header: (name: string) => string | undefined,
    now: Date,
  ): Result<ProviderEvent, WebhookRefused>;
}
