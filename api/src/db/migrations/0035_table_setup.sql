-- A restaurant sets up its floor (docs/decisions/0080-tables-areas-and-combinations.md): areas
-- in an order, tables with seats from-to, who may take them and a retired state, and named
-- combinations of tables for larger parties. A reservation occupies one row per table it
-- holds, and the exclusion constraint moves to those rows, so no table-time is taken twice
-- whoever writes, combinations included. Runs unchanged on PGlite and PostgreSQL. Forward-only.

CREATE TABLE restaurant_areas (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  name text NOT NULL CHECK (name <> ''),
  position integer NOT NULL DEFAULT 0,
  FOREIGN KEY (organization_id, branch_id) REFERENCES branches (organization_id, id) ON DELETE CASCADE,
  UNIQUE (branch_id, name),
  UNIQUE (branch_id, id)
);

-- `seats` stays the most a table seats; online, a party smaller than `min_seats` does not take
-- it. `bookable_by`: 'online' (guests online and staff), 'staff' (staff only: phone and
-- walk-ins), 'walk_in' (only parties seated as they come). A table someone ever reserved is
-- retired, never deleted: its reservations keep it.
ALTER TABLE restaurant_tables
  ADD COLUMN area_id uuid,
  ADD COLUMN min_seats integer NOT NULL DEFAULT 1,
  ADD COLUMN bookable_by text NOT NULL DEFAULT 'online' CHECK (bookable_by IN ('online', 'staff', 'walk_in')),
  ADD COLUMN retired_at timestamptz,
  ADD CONSTRAINT restaurant_tables_seats_range CHECK (min_seats BETWEEN 1 AND seats),
  ADD CONSTRAINT restaurant_tables_branch_table UNIQUE (branch_id, id),
  ADD CONSTRAINT restaurant_tables_area_fk FOREIGN KEY (branch_id, area_id) REFERENCES restaurant_areas (branch_id, id);
-- A retired table's name is free for a new one.
ALTER TABLE restaurant_tables DROP CONSTRAINT restaurant_tables_branch_id_name_key;
CREATE UNIQUE INDEX restaurant_tables_live_name ON restaurant_tables (branch_id, name) WHERE retired_at IS NULL;

-- Named by the owner, never "any tables": the members are listed. Removed ones are kept for
-- the reservations that were made on them.
CREATE TABLE table_combinations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  name text NOT NULL CHECK (name <> ''),
  min_seats integer NOT NULL CHECK (min_seats >= 1),
  max_seats integer NOT NULL CHECK (max_seats <= 200),
  position integer NOT NULL DEFAULT 0,
  removed_at timestamptz,
  CHECK (min_seats <= max_seats),
  FOREIGN KEY (organization_id, branch_id) REFERENCES branches (organization_id, id) ON DELETE CASCADE,
  UNIQUE (branch_id, id)
);
CREATE UNIQUE INDEX table_combinations_live_name ON table_combinations (branch_id, name) WHERE removed_at IS NULL;

CREATE TABLE table_combination_members (
  combination_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  table_id uuid NOT NULL,
  PRIMARY KEY (combination_id, table_id),
  FOREIGN KEY (branch_id, combination_id) REFERENCES table_combinations (branch_id, id) ON DELETE CASCADE,
  FOREIGN KEY (branch_id, table_id) REFERENCES restaurant_tables (branch_id, id)
);
CREATE INDEX table_combination_members_table_idx ON table_combination_members (table_id);

-- What a reservation occupies: a table, or a combination's tables. `seats` is what that held
-- when written (a table shrunk later leaves the history as it was); the party must fit it.
ALTER TABLE reservations
  ADD COLUMN combination_id uuid,
  ADD COLUMN seats integer,
  ADD CONSTRAINT reservations_combination_fk FOREIGN KEY (branch_id, combination_id)
    REFERENCES table_combinations (branch_id, id),
  -- The key the table rows copy their time and state from (kept equal by ON UPDATE CASCADE).
  ADD CONSTRAINT reservations_occupancy UNIQUE (id, branch_id, during, status);
UPDATE reservations SET seats = table_seats;

-- One row per reserved table, with a copy of the reservation's range and state that cannot
-- drift (the foreign key cascades every change of either). The exclusion constraint lives
-- here now: any overlap on any table is refused, whoever writes it. No cascade to the table:
-- a table with reservations cannot be deleted, only retired.
CREATE TABLE reservation_tables (
  reservation_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  table_id uuid NOT NULL,
  during time_slot NOT NULL,
  status text NOT NULL,
  PRIMARY KEY (reservation_id, table_id),
  FOREIGN KEY (reservation_id, branch_id, during, status) REFERENCES reservations (id, branch_id, during, status)
    ON UPDATE CASCADE ON DELETE CASCADE,
  FOREIGN KEY (branch_id, table_id) REFERENCES restaurant_tables (branch_id, id),
  CONSTRAINT reservation_tables_no_overlap EXCLUDE USING gist (
    table_id WITH =,
    during WITH &&
  ) WHERE (status NOT IN ('cancelled', 'no_show'))
);
CREATE INDEX reservation_tables_table_idx ON reservation_tables (table_id);

-- Existing reservations keep their tables.
INSERT INTO reservation_tables (reservation_id, branch_id, table_id, during, status)
SELECT id, branch_id, table_id, during, status FROM reservations;

-- The old single-table claim (and with it the cascade that deleted a table's history, and the
-- seats tied to the table's current seats) goes; dropping the column drops its foreign key.
ALTER TABLE reservations DROP CONSTRAINT reservations_no_overlap;
ALTER TABLE reservations DROP COLUMN table_id, DROP COLUMN table_seats;
ALTER TABLE reservations
  ALTER COLUMN seats SET NOT NULL,
  ADD CONSTRAINT reservations_party_fits CHECK (party_size >= 1 AND party_size <= seats);

-- The party-size check on what a reservation occupies: its combination's most seats, or its
-- one table's, when written. Deferred to the commit, so a move may write the reservation and
-- its tables in any order. A live reservation occupies at least one table.
CREATE FUNCTION check_reservation_occupancy() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  held int;
  capacity int;
BEGIN
  SELECT id, party_size, seats, status, combination_id INTO r FROM reservations
   WHERE id = (to_jsonb(NEW) ->> CASE WHEN TG_TABLE_NAME = 'reservations' THEN 'id' ELSE 'reservation_id' END)::uuid;
  IF NOT FOUND OR r.status IN ('cancelled', 'no_show', 'finished') THEN RETURN NULL; END IF;
  SELECT count(*), max(t.seats) INTO held, capacity
    FROM reservation_tables rt JOIN restaurant_tables t ON t.id = rt.table_id WHERE rt.reservation_id = r.id;
  IF held = 0 THEN
    RAISE EXCEPTION 'reservation % occupies no table', r.id USING ERRCODE = '23514', CONSTRAINT = 'reservation_occupancy';
  END IF;
  IF r.combination_id IS NOT NULL THEN
    SELECT c.max_seats INTO capacity FROM table_combinations c WHERE c.id = r.combination_id;
  ELSIF held > 1 THEN
    RAISE EXCEPTION 'reservation % holds several tables without a combination', r.id USING ERRCODE = '23514', CONSTRAINT = 'reservation_occupancy';
  END IF;
  IF r.seats > capacity THEN
    RAISE EXCEPTION 'reservation % claims % seats where % are', r.id, r.seats, capacity USING ERRCODE = '23514', CONSTRAINT = 'reservation_occupancy';
  END IF;
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER reservations_occupancy_check
  AFTER INSERT OR UPDATE OF party_size, seats, combination_id, status ON reservations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION check_reservation_occupancy();
CREATE CONSTRAINT TRIGGER reservation_tables_occupancy_check
  AFTER INSERT OR UPDATE OF table_id ON reservation_tables
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION check_reservation_occupancy();

CREATE INDEX table_combinations_branch_idx ON table_combinations (branch_id);
CREATE INDEX restaurant_areas_branch_idx ON restaurant_areas (branch_id);
