-- Customer messages: every email is written to this outbox in the same statement or
-- transaction as the booking change it is about, and sent later by the outbox sender
-- (api/src/messages/outbox-sender.ts), so nothing is lost if the process dies. Forward-only.
CREATE TABLE outbox_messages (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  -- RFC 5322 Message-ID, fixed when written: a message sent again after a crash carries the
  -- same one, so mail systems can tell it is the same message.
  message_id text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('confirmation', 'update', 'cancellation', 'reminder')),
  booking_kind text NOT NULL CHECK (booking_kind IN ('appointment', 'reservation')),
  booking_id uuid NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  -- An iCalendar (RFC 5545) attachment, or null.
  ics text,
  ics_method text CHECK (ics_method IN ('REQUEST', 'CANCEL')),
  send_after timestamptz NOT NULL,
  -- pending -> sending (claimed by a sender until claimed_at + lease) -> sent; a reminder is
  -- dropped when its booking moves or is cancelled; failed after repeated transport errors.
  status text NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'dropped', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  claimed_at timestamptz,
  sent_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL,
  CHECK ((ics IS NULL) = (ics_method IS NULL))
);
CREATE INDEX outbox_messages_due_idx ON outbox_messages (send_after) WHERE status IN ('pending', 'sending');
-- At most one reminder waiting per booking.
CREATE UNIQUE INDEX outbox_messages_one_reminder_idx ON outbox_messages (booking_kind, booking_id)
  WHERE kind = 'reminder' AND status = 'pending';
