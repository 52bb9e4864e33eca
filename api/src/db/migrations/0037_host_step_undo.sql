-- Taking a host stand step back (docs/decisions/0094): a party marked as left before its time
-- was up gave the rest of its time back, so the end as booked is kept while it is cut short,
-- and returns when "left" is taken back. Runs unchanged on PGlite and PostgreSQL. Forward-only.
ALTER TABLE reservations
  ADD COLUMN booked_end timestamptz,
  ADD CONSTRAINT reservations_booked_end_is_finished CHECK (booked_end IS NULL OR status = 'finished');
