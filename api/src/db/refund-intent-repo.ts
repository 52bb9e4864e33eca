import type { Db } from './db';
import type { RefundReason } from './payment-repo';

export type RefundIntent = {
  payment_id: string;
  amount_minor: number;
  reason: Exclude<RefundReason, 'appointment_unavailable'>;
  attempts: number;
};

/** Records, inside the cancellation's transaction, that a payment is to be refunded. */
export async function insertRefundIntent(db: Db, intent: Omit<RefundIntent, 'attempts'>, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO refund_intents (payment_id, amount_minor, reason, status, next_attempt_at, created_at)
     VALUES ($1, $2, $3, 'pending', $4, $4)`,
    [intent.payment_id, intent.amount_minor, intent.reason, now],
  );
}

/**
 * Claims pending intents that are due (all of them, or the ones named): each is pushed to
 * `leaseUntil`, so another process does not ask for it at the same time, and a process
 * that dies mid-call leaves it to be asked for again after the lease.
 */
export async function claimDueRefunds(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
  only: readonly string[] | null = null,
): Promise<(RefundIntent & { checkout_id: string; currency: string; provider: string })[]> {
  return db.query(
    `UPDATE refund_intents r SET next_attempt_at = $2, attempts = r.attempts + 1
       FROM payments p
      WHERE p.id = r.payment_id
        AND r.payment_id IN (SELECT payment_id FROM refund_intents
                              WHERE status = 'pending' AND next_attempt_at <= $1
                                AND ($4::uuid[] IS NULL OR payment_id = ANY($4::uuid[]))
                              ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING r.payment_id, r.amount_minor, r.reason, r.attempts, p.checkout_id, p.currency, p.provider`,
    [now, leaseUntil, limit, only],
  );
}

/** The provider confirmed: the intent is done (the payment's refund is recorded with it). */
export async function completeRefundIntent(db: Db, paymentId: string, now: Date): Promise<void> {
  await db.query(`UPDATE refund_intents SET status = 'done', done_at = $2, last_error = NULL WHERE payment_id = $1`, [
    paymentId,
    now,
  ]);
}

/** The provider failed: asked for again from `retryAt`. */
export async function deferRefundIntent(db: Db, paymentId: string, retryAt: Date, error: string): Promise<void> {
  await db.query(`UPDATE refund_intents SET next_attempt_at = $2, last_error = $3 WHERE payment_id = $1`, [
    paymentId,
    retryAt,
    error.slice(0, 500),
  ]);
}
