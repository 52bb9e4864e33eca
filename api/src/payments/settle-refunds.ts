import type { Db } from '../db/db';
import { recordRefund } from '../db/payment-repo';
import { claimDueRefunds, completeRefundIntent, deferRefundIntent } from '../db/refund-intent-repo';
import type { PaymentProvider } from './payment-provider';

/** How long a claimed intent is left to the process asking for it before another may. */
export const REFUND_LEASE_MS = 2 * 60_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
const BATCH = 20;

/** Waits 30 s after the first failure, doubling up to an hour: a provider outage is not hammered. */
export function refundRetryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Asks the provider for the refunds recorded as intents (migration 0013), outside any
 * transaction: right after a cancellation commits (`only` its payment), and in a loop for
 * whatever failed or was left by a process that died. The payment's id is the idempotency
 * key, so asking again after any failure or crash gets the same refund, never a second.
 * A confirmed refund is recorded on the payment and the intent closed in one transaction;
 * a failure is logged and the intent waits for its next attempt. Returns how many went back.
 */
export async function settleRefunds(
  db: Db,
  provider: PaymentProvider,
  now: Date,
  only: readonly string[] | null = null,
): Promise<number> {
  const due = await claimDueRefunds(db, now, new Date(now.getTime() + REFUND_LEASE_MS), BATCH, only);
  let refunded = 0;
  for (const intent of due) {
    try {
      if (intent.provider !== provider.name) throw new Error(`No provider ${intent.provider} to refund with`);
      const refund = await provider.refund({
        checkoutId: intent.checkout_id,
        amountMinor: intent.amount_minor,
        currency: intent.currency,
        idempotencyKey: intent.payment_id,
      });
      await db.transaction(async (tx) => {
        const recorded = { refundId: refund.refundId, refundedMinor: intent.amount_minor, reason: intent.reason };
        await recordRefund(tx, intent.payment_id, recorded, now);
        await completeRefundIntent(tx, intent.payment_id, now);
      });
      refunded += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error('Refund failed; it is asked for again later', { payment: intent.payment_id, error: message });
      const retryAt = new Date(now.getTime() + refundRetryDelayMs(intent.attempts));
      await deferRefundIntent(db, intent.payment_id, retryAt, message);
    }
  }
  return refunded;
}
