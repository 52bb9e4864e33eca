-- The restaurant's host stand (docs/decisions/0050): reservations run through the service
-- (arrived, seated, finished, no-show), cancelled by the guest or by the restaurant, taken on
-- the phone or as walk-ins, with the staff's notes; and the live events of decision 0023 for
-- reservations. Runs unchanged on PGlite and PostgreSQL. Forward-only.

ALTER TABLE reservations DROP CONSTRAINT reservations_status_check;
ALTER TABLE reservations ADD CONSTRAINT reservations_status_check
  CHECK (status IN ('confirmed', 'rescheduled', 'arrived', 'seated', 'finished', 'no_show', 'cancelled'));

-- A walk-in may give no name and no contact; online reservations always have all three.
ALTER TABLE reservations
  ALTER COLUMN name DROP NOT NULL,
  ALTER COLUMN email DROP NOT NULL,
  ALTER COLUMN phone DROP NOT NULL,
  ADD COLUMN source text NOT NULL DEFAULT 'online' CHECK (source IN ('online', 'phone', 'walk_in')),
  ADD COLUMN cancelled_by text CHECK (cancelled_by IN ('guest', 'restaurant')),
  -- Cancelled by the guest inside the policy's cancellation lead time, decided when cancelled.
  ADD COLUMN late_cancellation boolean NOT NULL DEFAULT false,
  ADD COLUMN staff_notes text,
  -- Who wrote the row last, for the live event's notice: the guest online, or staff.
  ADD COLUMN changed_by text NOT NULL DEFAULT 'guest' CHECK (changed_by IN ('guest', 'staff')),
  ADD CONSTRAINT reservations_online_contact
    CHECK (source <> 'online' OR (name IS NOT NULL AND email IS NOT NULL AND phone IS NOT NULL)),
  ADD CONSTRAINT reservations_phone_contact CHECK (source <> 'phone' OR (name IS NOT NULL AND phone IS NOT NULL));

-- Every cancellation so far was the guest's, through the manage link. Who cancelled is only
-- said of a cancelled reservation; every write path of the API says it.
UPDATE reservations SET cancelled_by = 'guest' WHERE status = 'cancelled';
ALTER TABLE reservations
  ADD CONSTRAINT reservations_cancelled_by CHECK (cancelled_by IS NULL OR status = 'cancelled'),
  ADD CONSTRAINT reservations_late_is_cancelled CHECK (NOT late_cancellation OR status = 'cancelled');

-- A no-show gives its table back, as a cancellation does: the host can seat a walk-in there.
ALTER TABLE reservations DROP CONSTRAINT reservations_no_overlap;
ALTER TABLE reservations ADD CONSTRAINT reservations_no_overlap EXCLUDE USING gist (
  table_id WITH =,
  during WITH &&
) WHERE (status NOT IN ('cancelled', 'no_show'));

-- The host stand's list searches a branch's reservations by start.
CREATE INDEX reservations_branch_start_idx ON reservations (branch_id, lower(during));

-- Matching (0015) only with something to match by: a walk-in without contact stays unlinked
-- until staff link it. Silent like the appointments' matching: the insert announced it already.
CREATE OR REPLACE FUNCTION match_new_reservation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  found record;
  trimmed text := btrim(coalesce(NEW.name, ''));
  cut int := length(trimmed) - strpos(reverse(trimmed), ' ') + 1;
BEGIN
  SELECT * INTO found FROM match_customer(NEW.organization_id, NEW.email, NEW.phone,
    CASE WHEN strpos(trimmed, ' ') = 0 THEN trimmed ELSE btrim(left(trimmed, cut - 1)) END,
    CASE WHEN strpos(trimmed, ' ') = 0 THEN '' ELSE btrim(substr(trimmed, cut + 1)) END,
    NEW.created_at);
  PERFORM set_config('booking.matching_customer', 'on', true);
  UPDATE reservations SET customer_id = found.customer_id, customer_match = found.match WHERE id = NEW.id;
  PERFORM set_config('booking.matching_customer', 'off', true);
  RETURN NULL;
END
$$;
DROP TRIGGER reservations_match_customer ON reservations;
CREATE TRIGGER reservations_match_customer AFTER INSERT ON reservations FOR EACH ROW
  WHEN (NEW.customer_id IS NULL AND (NEW.email IS NOT NULL OR NEW.phone IS NOT NULL))
  EXECUTE FUNCTION match_new_reservation();

-- The live calendar's notification for reservations, sent on commit like the others (0014):
-- created, cancelled or updated, and by whom. No guest data: clients refetch.
CREATE FUNCTION notify_reservation_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('booking.matching_customer', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM pg_notify('staff_calendar', json_build_object(
    'organization', NEW.organization_id, 'branch', NEW.branch_id, 'kind', 'reservation', 'id', NEW.id,
    'change', CASE
      WHEN TG_OP = 'INSERT' THEN 'created'
      WHEN NEW.status = 'cancelled' AND OLD.status <> 'cancelled' THEN 'cancelled'
      ELSE 'updated' END,
    'by', NEW.changed_by)::text);
  RETURN NULL;
END
$$;
CREATE TRIGGER reservations_notify_staff_calendar
  AFTER INSERT OR UPDATE ON reservations
  FOR EACH ROW EXECUTE FUNCTION notify_reservation_change();
