-- A booking to be paid online is reserved, not confirmed, until paid (docs/decisions/0088):
-- at booking its customer gets an email of kind 'payment_due' naming the deadline, and the
-- 'confirmation' (with the receipt) follows the payment or the switch to paying at the salon.
-- Runs unchanged on PGlite and PostgreSQL. Forward-only.
ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_kind_check;
ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_kind_check CHECK (kind IN (
  'confirmation', 'payment_due', 'update', 'cancellation', 'reminder', 'refund', 'release',
  'account_confirmation', 'account_exists', 'account_invitation', 'account_password_reset',
  'account_invited_elsewhere'
));
