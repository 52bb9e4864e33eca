-- Outbox rows that stopped waiting (sent, dropped, failed) are deleted by the sender after
-- a retention period (OUTBOX_RETENTION_DAYS), in small batches found through an index.
-- finished_at is when that happened; rows finished before this migration count from now
-- (a dropped or failed row never recorded when), so none is deleted sooner than promised.
-- Runs unchanged on PGlite and PostgreSQL 15+. Forward-only.
ALTER TABLE outbox_messages ADD COLUMN finished_at timestamptz;
UPDATE outbox_messages SET finished_at = coalesce(sent_at, now()) WHERE status IN ('sent', 'dropped', 'failed');
ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_finished_check
  CHECK ((status IN ('sent', 'dropped', 'failed')) = (finished_at IS NOT NULL));
CREATE INDEX outbox_messages_finished_idx ON outbox_messages (finished_at) WHERE status IN ('sent', 'dropped', 'failed');
