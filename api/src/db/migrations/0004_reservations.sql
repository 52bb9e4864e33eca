-- Restaurant reservations: what a branch accepts (party sizes, how long a table is kept),
-- its opening hours, its tables, and the reservations that occupy them. Runs unchanged on
-- PGlite and PostgreSQL 15+. Forward-only. Capacity is tables with seats, kept by an
-- exclusion constraint (docs/decisions/0012-restaurant-capacity-as-tables.md).

ALTER TABLE branches
  ADD COLUMN reservation_duration_minutes integer NOT NULL DEFAULT 90
    CHECK (reservation_duration_minutes BETWEEN 15 AND 480),
  ADD COLUMN min_party_size integer NOT NULL DEFAULT 1 CHECK (min_party_size BETWEEN 1 AND 100),
  ADD COLUMN max_party_size integer NOT NULL DEFAULT 8 CHECK (max_party_size BETWEEN 1 AND 100),
  ADD CONSTRAINT branches_party_sizes CHECK (min_party_size <= max_party_size);

-- Wall-clock times in the branch's zone; weekday 0 = Sunday. A reservation lies wholly
-- inside one opening period (the kitchen closes when the last table's time ends).
CREATE TABLE branch_opening_hours (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  start_time time NOT NULL,
  end_time time NOT NULL,
  CHECK (end_time > start_time),
  FOREIGN KEY (organization_id, branch_id) REFERENCES branches (organization_id, id) ON DELETE CASCADE,
  CONSTRAINT branch_opening_hours_no_overlap EXCLUDE USING gist (
    branch_id WITH =,
    weekday WITH =,
    timerange(start_time, end_time) WITH &&
  )
);

CREATE TABLE restaurant_tables (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  name text NOT NULL CHECK (name <> ''),
  seats integer NOT NULL CHECK (seats BETWEEN 1 AND 100),
  position integer NOT NULL DEFAULT 0,
  FOREIGN KEY (organization_id, branch_id) REFERENCES branches (organization_id, id) ON DELETE CASCADE,
  UNIQUE (branch_id, name),
  -- Referenced by reservations with the seats, so a party can never exceed its table.
  UNIQUE (branch_id, id, seats)
);

CREATE TABLE reservations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  table_id uuid NOT NULL,
  -- A copy of the table's seats, tied to it by the foreign key below (a table that shrinks
  -- below a party seated there is refused by the CHECK through the cascade).
  table_seats integer NOT NULL,
  party_size integer NOT NULL CHECK (party_size >= 1 AND party_size <= table_seats),
  during time_slot NOT NULL,
  status text NOT NULL CHECK (status IN ('confirmed', 'rescheduled', 'cancelled')),
  -- 256 random bits in the manage link; only the SHA-256 is stored.
  manage_token_hash text NOT NULL UNIQUE CHECK (manage_token_hash ~ '^[0-9a-f]{64}$'),
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  special_request text,
  reminder text NOT NULL CHECK (reminder IN ('none', 'email', 'sms')),
  -- The merchant's booking policy when made (shared/src/contract/booking-policy.ts).
  policy jsonb NOT NULL,
  fees_due_minor integer NOT NULL DEFAULT 0 CHECK (fees_due_minor >= 0),
  currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  reschedule_count integer NOT NULL DEFAULT 0,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (organization_id, branch_id) REFERENCES branches (organization_id, id) ON DELETE CASCADE,
  FOREIGN KEY (branch_id, table_id, table_seats) REFERENCES restaurant_tables (branch_id, id, seats)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL)),
  -- Over-capacity is impossible by construction: one party per table at a time. SQLSTATE
  -- 23P01 on violation (or no row with ON CONFLICT DO NOTHING), answered as 409 slot_taken.
  CONSTRAINT reservations_no_overlap EXCLUDE USING gist (
    table_id WITH =,
    during WITH &&
  ) WHERE (status <> 'cancelled')
);
CREATE INDEX reservations_branch_during_idx ON reservations USING gist (branch_id, during);
