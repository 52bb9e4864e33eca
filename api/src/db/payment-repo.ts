import type { StoredPaymentStatus } from '../domain/payments/payment-rules';
import type { Db } from './db';
import { insertRow } from './insert-row';

export type PaymentRecord = {
  id: string;
  appointment_id: string;
  attempt: number;
  provider: string;
  checkout_id: string;
  checkout_url: string;
  status: StoredPaymentStatus;
  amount_minor: number;
  currency: string;
  failure_code: string | null;
  /** Given back (status refunded): the amount, or less when fees were kept. */
  refunded_minor: number | null;
  expires_at: Date;
  created_at: Date;
};

export type RefundReason = 'appointment_unavailable' | 'cancelled_by_customer' | 'cancelled_by_staff';

const COLUMNS = `id, appointment_id, attempt, provider, checkout_id, checkout_url, status, amount_minor, trim(currency) AS currency,
                 failure_code, refunded_minor, expires_at, created_at`;

/** The latest attempt of an appointment, or null. */
export async function findLatestPayment(db: Db, appointmentId: string): Promise<PaymentRecord | null> {
  const [row] = await db.query<PaymentRecord>(
    `SELECT ${COLUMNS} FROM payments WHERE appointment_id = $1 ORDER BY attempt DESC LIMIT 1`,
    [appointmentId],
  );
  return row ?? null;
}

/** What was paid online for an appointment so far. */
export async function paidMinor(db: Db, appointmentId: string): Promise<number> {
  const [row] = await db.query<{ paid: number }>(
    `SELECT coalesce(sum(amount_minor), 0)::int AS paid FROM payments WHERE appointment_id = $1 AND status = 'paid'`,
    [appointmentId],
  );
  return row?.paid ?? 0;
}

export type NewPayment = Omit<PaymentRecord, 'status' | 'failure_code' | 'refunded_minor'> & {
  organization_id: string;
};

export async function insertPayment(db: Db, payment: NewPayment): Promise<void> {
  await insertRow(db, 'payments', { ...payment, status: 'pending', updated_at: payment.created_at });
}

/** A still pending attempt past its expiry gives way to a retry (one pending per appointment). */
export async function failExpiredPayment(db: Db, id: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE payments SET status = 'failed', failure_code = 'expired', updated_at = $2
      WHERE id = $1 AND status = 'pending' AND expires_at <= $2`,
    [id, now],
  );
}

/** The attempt a provider's checkout belongs to, locked for the rest of the transaction. */
export async function findPaymentByCheckout(
  db: Db,
  provider: string,
  checkoutId: string,
): Promise<(PaymentRecord & { organization_id: string }) | null> {
  const [row] = await db.query<PaymentRecord & { organization_id: string }>(
    `SELECT ${COLUMNS}, organization_id FROM payments WHERE provider = $1 AND checkout_id = $2 FOR UPDATE`,
    [provider, checkoutId],
  );
  return row ?? null;
}

/** What is recorded for a provider's checkout (no lock), or null when it is unknown. */
export async function findPaymentStatusByCheckout(
  db: Db,
  provider: string,
  checkoutId: string,
): Promise<StoredPaymentStatus | null> {
  const [row] = await db.query<{ status: StoredPaymentStatus }>(
    'SELECT status FROM payments WHERE provider = $1 AND checkout_id = $2',
    [provider, checkoutId],
  );
  return row?.status ?? null;
}

export async function setPaymentOutcome(
  db: Db,
  id: string,
  outcome: { status: StoredPaymentStatus; failureCode: string | null },
  now: Date,
): Promise<void> {
  await db.query('UPDATE payments SET status = $2, failure_code = $3, updated_at = $4 WHERE id = $1', [
    id,
    outcome.status,
    outcome.failureCode,
    now,
  ]);
}

/** The attempt that paid an appointment, locked for the rest of the transaction, or null. */
export async function findPaidPayment(db: Db, appointmentId: string): Promise<PaymentRecord | null> {
  const [row] = await db.query<PaymentRecord>(
    `SELECT ${COLUMNS} FROM payments WHERE appointment_id = $1 AND status = 'paid' FOR UPDATE`,
    [appointmentId],
  );
  return row ?? null;
}

export type RecordedRefund = { refundId: string; refundedMinor: number; reason: RefundReason };

/**
 * An attempt whose money went back, all of it or less the fees: a pending or failed one (a
 * success that could not be taken, paid late or after a decline) or a paid one (cancelled).
 */
export async function recordRefund(db: Db, id: string, refund: RecordedRefund, now: Date): Promise<void> {
  await db.query(
    `UPDATE payments SET status = 'refunded', refund_id = $2, refunded_minor = $3, refund_reason = $4,
            refunded_at = $5, updated_at = $5, failure_code = NULL
      WHERE id = $1 AND status IN ('pending', 'failed', 'paid')`,
    [id, refund.refundId, refund.refundedMinor, refund.reason, now],
  );
}

/** Records a webhook event id; false when it was recorded before (a replay). */
export async function recordWebhookEvent(db: Db, provider: string, eventId: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO payment_webhook_events (provider, event_id, received_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [provider, eventId, now],
  );
  return rows.length > 0;
}
