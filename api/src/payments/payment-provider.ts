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
  /**
   * Where the hosted page sends the customer back to (the booking site's payment step), as
   * providers' `success_url`/`cancel_url`. Carries no manage token: a secret must not sit in
   * a third party's URLs; the customer's tab knows which booking it was.
   */
  returnUrl: string;
  /** The branch's zone: a hosted page shows the deadline on the branch's clock. */
  timeZone: string;
};

/** What a provider's webhook tells us, once its signature is checked. */
export type ProviderEvent = {
  id: string;
  checkoutId: string;
  outcome: 'succeeded' | 'failed';
  failureCode: string | null;
};

export type RefundRequest = {
  /** The checkout that was charged. */
  checkoutId: string;
  amountMinor: number;
  currency: string;
  /**
   * Our key for this refund (the payment's id): asking again with the same key gets the
   * same refund back, never a second one, so a refund can be retried after any failure.
   */
  idempotencyKey: string;
};

/** The provider's answer: its refund id. No money moves in the sandbox. */
export type Refund = { refundId: string; status: 'refunded' };

export type WebhookRefused = { code: 'webhook_signature_invalid'; params: { reason: string } };

/**
 * A payment provider as the API uses it: create a hosted checkout, read a webhook whose
 * signature (and freshness) it checks, and refund a charged checkout (idempotent by key;
 * it throws when the provider cannot). Replays of a valid event are refused by the caller
 * (event ids are recorded in the database, across processes).
 */
export interface PaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  refund(request: RefundRequest): Promise<Refund>;
  readWebhook(
    rawBody: string,
    header: (name: string) => string | undefined,
    now: Date,
  ): Result<ProviderEvent, WebhookRefused>;
}
