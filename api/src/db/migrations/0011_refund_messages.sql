-- A payment that succeeds for an appointment that can no longer take it is refunded in full
-- by the webhook that reports it (0009); the customer is now told by an email of kind
-- 'refund', written to the outbox in the same transaction as the refund record
-- (docs/decisions/0013-online-payment-sandbox.md). Runs unchanged on PGlite and PostgreSQL.
-- Forward-only.
ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_kind_check;
ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_kind_check
  CHECK (kind IN ('confirmation', 'update', 'cancellation', 'reminder', 'refund'));
