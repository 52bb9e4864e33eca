-- Outbox rows keep what their message is composed from (`content`: the booking as it was
-- at the change, when it happened, the manage link), and the sender composes the subject,
-- text and .ics when it sends: composing them in the booking request cost it CPU, and the
-- finished texts made its INSERT bigger (docs/decisions/0014). Rows written
-- before keep their texts and are sent from them. A row has one or the other, never both,
-- so there is one truth about what a message says. Runs unchanged on PGlite and
-- PostgreSQL 15+. Forward-only.
ALTER TABLE outbox_messages ADD COLUMN content jsonb;
ALTER TABLE outbox_messages ALTER COLUMN text_body DROP NOT NULL;
ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_sms_fields_check;
ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_body_check CHECK (
  CASE WHEN content IS NULL
    THEN text_body IS NOT NULL AND (channel = 'email') = (subject IS NOT NULL) AND (channel = 'email' OR ics IS NULL)
    ELSE jsonb_typeof(content) = 'object' AND subject IS NULL AND text_body IS NULL AND ics IS NULL
  END
);
