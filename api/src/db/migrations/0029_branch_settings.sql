-- The owner's branch settings and booking rules (docs/decisions/0060): a house number, closing a
-- branch, days a branch is closed, the online payment window apart from the hold, and online
-- payment that may be required. Runs unchanged on PGlite and PostgreSQL 15+. Forward-only.

-- Existing addresses carry the number inside `street`; new ones name it apart.
ALTER TABLE branches ADD COLUMN house_number text NOT NULL DEFAULT '';
-- A closed branch leaves the branch list and offers no times; its booked appointments keep
-- their links (they are handled when it is closed, never silently).
ALTER TABLE branches ADD COLUMN closed_at timestamptz;

-- A whole local day (in the branch's zone) on which the branch takes no bookings.
CREATE TABLE branch_closed_days (
  organization_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  day date NOT NULL,
  reason text NOT NULL DEFAULT '' CHECK (length(reason) <= 200),
  PRIMARY KEY (branch_id, day),
  FOREIGN KEY (organization_id, branch_id) REFERENCES branches (organization_id, id) ON DELETE CASCADE
);

-- How long an appointment booked for online payment keeps its slot unpaid. It was the hold's
-- length until now: the column starts there, so nothing changes until an owner sets it.
ALTER TABLE organizations ADD COLUMN payment_window_minutes integer NOT NULL DEFAULT 10
  CHECK (payment_window_minutes BETWEEN 1 AND 1440);
UPDATE organizations SET payment_window_minutes = hold_minutes;

-- Online payment off / allowed / required: required implies allowed.
ALTER TABLE organizations ADD COLUMN online_payment_required boolean NOT NULL DEFAULT false;
ALTER TABLE organizations ADD CONSTRAINT organizations_required_payment_allowed
  CHECK (NOT online_payment_required OR online_payment_allowed);
