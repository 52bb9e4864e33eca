-- Appointments at salons: the merchant's booking policy, absences, holds and appointments,
-- and idempotency keys. Runs unchanged on PGlite and PostgreSQL 15+. Forward-only.

-- Booking policy of a merchant (shared/src/contract/booking-policy.ts). Defaults cost nothing;
-- each appointment keeps a copy of the policy it was booked under.
ALTER TABLE organizations
  ADD COLUMN hold_minutes integer NOT NULL DEFAULT 10 CHECK (hold_minutes BETWEEN 1 AND 60),
  ADD COLUMN editing_limit_value integer NOT NULL DEFAULT 0 CHECK (editing_limit_value >= 0),
  ADD COLUMN editing_limit_unit lead_time_unit NOT NULL DEFAULT 'hours',
  ADD COLUMN editing_fee_minor integer NOT NULL DEFAULT 0 CHECK (editing_fee_minor >= 0),
  ADD COLUMN late_cancellation_fee_minor integer NOT NULL DEFAULT 0 CHECK (late_cancellation_fee_minor >= 0),
  ADD COLUMN late_rescheduling_fee_minor integer NOT NULL DEFAULT 0 CHECK (late_rescheduling_fee_minor >= 0);

-- Time ranges are half-open [start, end): back-to-back bookings touch without overlapping.
CREATE DOMAIN time_slot AS tstzrange CHECK (
  NOT isempty(VALUE) AND NOT lower_inf(VALUE) AND NOT upper_inf(VALUE)
  AND lower_inc(VALUE) AND NOT upper_inc(VALUE)
);

CREATE TABLE absences (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  employee_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('break', 'holiday', 'sickness', 'vacation')),
  during time_slot NOT NULL,
  reason text,
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (organization_id, employee_id) REFERENCES employees (organization_id, id) ON DELETE CASCADE
);
CREATE INDEX absences_employee_during_idx ON absences USING gist (employee_id, during);

-- One row per claim on an employee's time. A hold is a row in state 'held' with an expiry,
-- so the one exclusion constraint below keeps holds and bookings apart; booking through a
-- hold turns that very row into the appointment, which therefore can never be refused as
-- slot_taken. An expired hold still occupies its range until a write that needs the range
-- deletes it (in the same transaction as its own insert): reads ignore expired holds, so
-- the slot is free the moment the hold expires and no job has to run.
CREATE TABLE appointments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  employee_id uuid NOT NULL,
  during time_slot NOT NULL,
  status text NOT NULL CHECK (status IN ('held', 'booked', 'rescheduled', 'paid', 'cancelled')),
  -- Services in the order performed, with name, duration and price as booked.
  services jsonb NOT NULL CHECK (jsonb_typeof(services) = 'array' AND jsonb_array_length(services) > 0),
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- Tokens are 256 random bits; only their SHA-256 is stored.
  hold_token_hash text UNIQUE CHECK (hold_token_hash ~ '^[0-9a-f]{64}$'),
  hold_expires_at timestamptz,
  -- Hash of the client that placed the hold, to cap live holds per client.
  hold_client text,
  manage_token_hash text UNIQUE CHECK (manage_token_hash ~ '^[0-9a-f]{64}$'),
  first_name text,
  last_name text,
  email text,
  phone text,
  comment text,
  reminder text CHECK (reminder IN ('none', 'email', 'sms')),
  payment text CHECK (payment IN ('online', 'on_site')),
  -- The merchant's booking policy when booked (shared/src/contract/booking-policy.ts).
  policy jsonb,
  fees_due_minor integer NOT NULL DEFAULT 0 CHECK (fees_due_minor >= 0),
  reschedule_count integer NOT NULL DEFAULT 0,
  cancelled_by text CHECK (cancelled_by IN ('customer', 'staff', 'no_show')),
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (organization_id, branch_id) REFERENCES branches (organization_id, id) ON DELETE CASCADE,
  FOREIGN KEY (organization_id, employee_id) REFERENCES employees (organization_id, id) ON DELETE CASCADE,
  CHECK ((status = 'held') = (hold_token_hash IS NOT NULL AND hold_expires_at IS NOT NULL)),
  CHECK (status = 'held' OR (
    manage_token_hash IS NOT NULL AND first_name IS NOT NULL AND last_name IS NOT NULL AND email IS NOT NULL
    AND phone IS NOT NULL AND reminder IS NOT NULL AND payment IS NOT NULL AND policy IS NOT NULL
  )),
  CHECK ((status = 'cancelled') = (cancelled_by IS NOT NULL AND cancelled_at IS NOT NULL)),
  -- Double booking is impossible by construction: no two live claims of one employee
  -- overlap, partially or not. Cancelled rows give their time back. SQLSTATE 23P01 on
  -- violation, which the API answers as 409 slot_taken.
  CONSTRAINT appointments_no_overlap EXCLUDE USING gist (
    employee_id WITH =,
    during WITH &&
  ) WHERE (status <> 'cancelled')
);
CREATE INDEX appointments_branch_during_idx ON appointments USING gist (branch_id, during);
CREATE INDEX appointments_live_holds_idx ON appointments (hold_client, hold_expires_at) WHERE status = 'held';

-- Idempotency-Key of POST .../appointments, per merchant. A key is claimed ('running')
-- in its own committed statement, so a second request with it sees it at once (409), and
-- completed ('done') in the statement that writes the appointment, so a crash can never
-- leave a booking whose key does not replay it.
CREATE TABLE idempotency_keys (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  request_hash text NOT NULL,
  state text NOT NULL CHECK (state IN ('running', 'done')),
  response_status smallint,
  response_body jsonb,
  started_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (organization_id, key),
  CHECK ((state = 'done') = (response_status IS NOT NULL AND response_body IS NOT NULL))
);
CREATE INDEX idempotency_keys_expires_idx ON idempotency_keys (expires_at);

-- Demo data added after a database was first seeded is applied by named steps, once each
-- (api/src/db/seed-steps.ts), so an old database gets it on its next start.
CREATE TABLE seed_steps (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
