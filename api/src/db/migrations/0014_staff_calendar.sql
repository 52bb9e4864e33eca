-- The staff calendar: sessions that expire when idle, the branch a staff member works at,
-- appointments made by staff (walk-ins without contact data), staff notes, and a
-- notification on every change an open calendar must show. Forward-only.

-- Idle expiry: a session unused for longer than the idle limit ends even before its
-- absolute expiry (api/src/auth/session-policy.ts).
ALTER TABLE staff_sessions ADD COLUMN last_seen_at timestamptz;
UPDATE staff_sessions SET last_seen_at = created_at;
ALTER TABLE staff_sessions ALTER COLUMN last_seen_at SET NOT NULL;

-- The branch chosen after sign-in, remembered on the staff member for the next sign-in.
-- The composite key keeps it inside the staff member's own organization.
ALTER TABLE staff_users ADD COLUMN branch_id uuid;
ALTER TABLE staff_users ADD CONSTRAINT staff_users_organization_id_id_key UNIQUE (organization_id, id);
ALTER TABLE staff_users ADD CONSTRAINT staff_users_branch_fk
  FOREIGN KEY (organization_id, branch_id) REFERENCES branches (organization_id, id) ON DELETE SET NULL (branch_id);

-- Who made the appointment: the customer online, or staff at the reception. Staff may book
-- a walk-in by name only, or nobody at all, so contact data is required of online ones only.
ALTER TABLE appointments
  ADD COLUMN source text NOT NULL DEFAULT 'online' CHECK (source IN ('online', 'staff')),
  ADD COLUMN walk_in_name text CHECK (length(walk_in_name) BETWEEN 1 AND 200),
  -- Internal notes of the staff; never shown to or sent to the customer.
  ADD COLUMN staff_notes text CHECK (length(staff_notes) <= 2000);
ALTER TABLE appointments DROP CONSTRAINT appointments_check1;
ALTER TABLE appointments ADD CONSTRAINT appointments_booked_details CHECK (
  status = 'held' OR (
    reminder IS NOT NULL AND payment IS NOT NULL AND policy IS NOT NULL AND (
      source = 'staff' OR (
        manage_token_hash IS NOT NULL AND first_name IS NOT NULL AND last_name IS NOT NULL
        AND email IS NOT NULL AND phone IS NOT NULL
      )
    )
  )
);

-- Live calendar: every change of an appointment (not of a mere hold) and of an absence is
-- announced on channel staff_calendar, to every API process listening on this database.
-- The payload names what to refetch, never customer data (api/src/live/).
CREATE FUNCTION notify_staff_calendar() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload json;
BEGIN
  IF TG_TABLE_NAME = 'appointments' THEN
    IF TG_OP = 'DELETE' THEN
      IF OLD.status = 'held' THEN RETURN NULL; END IF;
      payload := json_build_object('organization', OLD.organization_id, 'branch', OLD.branch_id,
        'kind', 'appointment', 'id', OLD.id, 'change', 'deleted');
    ELSE
      IF NEW.status = 'held' THEN RETURN NULL; END IF;
      payload := json_build_object('organization', NEW.organization_id, 'branch', NEW.branch_id,
        'kind', 'appointment', 'id', NEW.id,
        'change', CASE WHEN TG_OP = 'INSERT' OR OLD.status = 'held' THEN 'created' ELSE 'updated' END);
    END IF;
  ELSE
    IF TG_OP = 'DELETE' THEN
      payload := json_build_object('organization', OLD.organization_id, 'branch', NULL,
        'kind', 'absence', 'id', OLD.id, 'change', 'deleted');
    ELSE
      payload := json_build_object('organization', NEW.organization_id, 'branch', NULL,
        'kind', 'absence', 'id', NEW.id, 'change', CASE WHEN TG_OP = 'INSERT' THEN 'created' ELSE 'updated' END);
    END IF;
  END IF;
  PERFORM pg_notify('staff_calendar', payload::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER appointments_notify_staff_calendar
  AFTER INSERT OR UPDATE OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION notify_staff_calendar();
CREATE TRIGGER absences_notify_staff_calendar
  AFTER INSERT OR UPDATE OR DELETE ON absences
  FOR EACH ROW EXECUTE FUNCTION notify_staff_calendar();

-- The list view searches a branch's appointments by time.
CREATE INDEX appointments_branch_start_idx ON appointments (branch_id, lower(during));
