-- Holds are no longer counted by the address they came from: a mobile carrier's address is
-- shared by many customers, so a cap per address refused strangers' holds as one visitor's.
-- A visitor's own hold is replaced by their next one, and the live holds not yet booked are
-- capped per branch (decision 0045). The address hash is no longer kept with a hold.
-- Forward-only.
DROP INDEX appointments_live_holds_idx;
ALTER TABLE appointments DROP COLUMN hold_client;
CREATE INDEX appointments_branch_live_holds_idx ON appointments (branch_id, hold_expires_at) WHERE status = 'held';
