-- SMS reminders go through the same outbox as emails, with the same claims, lease and
-- retries: a row's channel says which transport sends it. An SMS has no subject and no
-- calendar attachment; its recipient is the phone number (E.164). The one-waiting-reminder
-- index stays as it is: a booking has one reminder, by email or by SMS. Forward-only.
ALTER TABLE outbox_messages ADD COLUMN channel text NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'sms'));
ALTER TABLE outbox_messages ALTER COLUMN subject DROP NOT NULL;
ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_sms_fields_check
  CHECK ((channel = 'email') = (subject IS NOT NULL) AND (channel = 'email' OR ics IS NULL));
