-- Refunds of online payments (docs/decisions/0013-online-payment-sandbox.md): a payment that
-- succeeds for an appointment that can no longer take it is refunded in full at once, and a
-- paid appointment that is cancelled is refunded (by the customer: less the fees due). A
-- refunded attempt records the provider's refund id and how much went back, which is less
-- than the amount when fees were kept. Runs unchanged on PGlite and PostgreSQL. Forward-only.
ALTER TABLE payments DROP CONSTRAINT payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status IN ('pending', 'paid', 'failed', 'refunded'));
ALTER TABLE payments ADD COLUMN refund_id text;
ALTER TABLE payments ADD COLUMN refunded_minor integer;
ALTER TABLE payments ADD COLUMN refund_reason text
  CHECK (refund_reason IN ('appointment_unavailable', 'cancelled_by_customer', 'cancelled_by_staff'));
ALTER TABLE payments ADD COLUMN refunded_at timestamptz;
ALTER TABLE payments ADD CONSTRAINT payments_refund_check CHECK (
  (status = 'refunded') = (refund_id IS NOT NULL)
  AND (refund_id IS NULL) = (refunded_minor IS NULL)
  AND (refund_id IS NULL) = (refund_reason IS NULL)
  AND (refund_id IS NULL) = (refunded_at IS NULL)
  AND refunded_minor > 0 AND refunded_minor <= amount_minor
);
