-- The release email (docs/decisions/0046): an appointment booked for online payment gets,
-- with its confirmation, an email of kind 'release' due at the end of its payment window.
-- The sender sends it only if the appointment did lapse unpaid, and drops it otherwise (paid,
-- switched to paying at the salon, cancelled). Runs unchanged on PGlite and PostgreSQL.
-- Forward-only.
ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_kind_check;
ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_kind_check
  CHECK (kind IN ('confirmation', 'update', 'cancellation', 'reminder', 'refund', 'release'));
