-- Customer records of an organization, every online booking matched to one, and
-- checkout on site. Forward-only. Decision 0029 explains the matching and its constraint.

CREATE TABLE customers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  -- Unique per organization among all records, deleted ones too: a deleted customer's
  -- number still names them on their past appointments.
  customer_number text NOT NULL CHECK (customer_number ~ '^[A-Za-z0-9._/-]{1,32}$'),
  first_name text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 200),
  -- A restaurant guest gives one name; it may be all there is.
  last_name text NOT NULL CHECK (length(last_name) <= 200),
  -- Stored normalised (lower case; E.164) so that matching compares like with like.
  email text CHECK (email = lower(btrim(email)) AND email LIKE '%_@_%'),
  phone text CHECK (phone ~ '^\+[0-9]{4,16}$'),
  -- [{kind: billing|delivery, street, number, zip, city, country}], checked by the contract.
  addresses jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(addresses) = 'array'),
  birthday date,
  gender text CHECK (gender IN ('female', 'male')),
  company text CHECK (length(company) <= 200),
  b2b boolean NOT NULL DEFAULT false,
  newsletter boolean NOT NULL DEFAULT false,
  reminders boolean NOT NULL DEFAULT true,
  comment text CHECK (length(comment) <= 2000),
  source text NOT NULL CHECK (source IN ('online', 'staff')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- Deleted: gone from the list and from matching; bookings keep pointing at the record.
  deleted_at timestamptz,
  UNIQUE (organization_id, id),
  UNIQUE (organization_id, customer_number)
);

-- One live customer per email and organization. Two bookings racing with the same new email
-- both try to INSERT; the second waits on the first's index entry and then takes its row
-- (ON CONFLICT DO UPDATE), so they end on ONE customer. A check-then-insert would make two.
CREATE UNIQUE INDEX customers_live_email_key ON customers (organization_id, email) WHERE deleted_at IS NULL;
CREATE INDEX customers_live_phone_idx ON customers (organization_id, phone) WHERE deleted_at IS NULL;
CREATE INDEX customers_live_name_idx ON customers (organization_id, lower(last_name), lower(first_name))
  WHERE deleted_at IS NULL;

-- The last generated customer number per organization. The row lock serialises numbering
-- within an organization until the creating transaction ends; numbers skip what staff typed.
CREATE TABLE customer_number_counters (
  organization_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
  last_number bigint NOT NULL
);

CREATE FUNCTION next_customer_number(org uuid) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  n bigint;
BEGIN
  LOOP
    INSERT INTO customer_number_counters AS c (organization_id, last_number) VALUES (org, 10001)
      ON CONFLICT (organization_id) DO UPDATE SET last_number = c.last_number + 1
      RETURNING last_number INTO n;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM customers WHERE organization_id = org AND customer_number = n::text);
  END LOOP;
  RETURN n::text;
END
$$;

-- The customer of an online booking: the live one with its email, else the oldest live one
-- with its phone (E.164 already), else a new one with source online. `match` says which.
CREATE FUNCTION match_customer(
  org uuid, booking_email text, booking_phone text, given_first text, given_last text, at timestamptz,
  OUT customer_id uuid, OUT match text
) LANGUAGE plpgsql AS $$
DECLARE
  -- What the checks of the table refuse is left out rather than failing the booking.
  normalised text := CASE WHEN lower(btrim(booking_email)) LIKE '%_@_%' THEN lower(btrim(booking_email)) END;
  e164 text := CASE WHEN booking_phone ~ '^\+[0-9]{4,16}$' THEN booking_phone END;
  created boolean;
BEGIN
  IF normalised IS NOT NULL THEN
    SELECT c.id INTO customer_id FROM customers c
     WHERE c.organization_id = org AND c.email = normalised AND c.deleted_at IS NULL;
    IF FOUND THEN match := 'matched'; RETURN; END IF;
  END IF;
  IF e164 IS NOT NULL THEN
    SELECT c.id INTO customer_id FROM customers c
     WHERE c.organization_id = org AND c.phone = e164 AND c.deleted_at IS NULL
     ORDER BY c.created_at, c.id LIMIT 1;
    IF FOUND THEN match := 'matched'; RETURN; END IF;
  END IF;
  INSERT INTO customers AS c (organization_id, customer_number, first_name, last_name, email, phone, source,
                              created_at, updated_at)
  VALUES (org, next_customer_number(org), coalesce(nullif(left(btrim(given_first), 200), ''), '-'),
          left(coalesce(btrim(given_last), ''), 200), normalised, e164, 'online', at, at)
  ON CONFLICT (organization_id, email) WHERE deleted_at IS NULL DO UPDATE SET updated_at = c.updated_at
  RETURNING c.id, (c.xmax = 0) INTO customer_id, created;
  match := CASE WHEN created THEN 'new' ELSE 'matched' END;
END
$$;

-- Which customer a booking is for, and how it was found. Staff bookings name one or none.
ALTER TABLE appointments
  ADD COLUMN customer_id uuid,
  ADD COLUMN customer_match text CHECK (customer_match IN ('matched', 'new')),
  ADD CONSTRAINT appointments_customer_fk
    FOREIGN KEY (organization_id, customer_id) REFERENCES customers (organization_id, id),
  ADD CONSTRAINT appointments_customer_match CHECK ((customer_id IS NULL) = (customer_match IS NULL));
ALTER TABLE reservations
  ADD COLUMN customer_id uuid,
  ADD COLUMN customer_match text CHECK (customer_match IN ('matched', 'new')),
  ADD CONSTRAINT reservations_customer_fk
    FOREIGN KEY (organization_id, customer_id) REFERENCES customers (organization_id, id),
  ADD CONSTRAINT reservations_customer_match CHECK ((customer_id IS NULL) = (customer_match IS NULL));
CREATE INDEX appointments_customer_idx ON appointments (customer_id, lower(during)) WHERE customer_id IS NOT NULL;
CREATE INDEX reservations_customer_idx ON reservations (customer_id, lower(during)) WHERE customer_id IS NOT NULL;

-- Matching runs inside the statement that books, so a booking and its customer commit
-- together and a booking costs no extra round trip (decision 0016). AFTER INSERT: a claim
-- that loses its range (ON CONFLICT DO NOTHING) inserts no row and so creates no customer.
CREATE FUNCTION match_new_appointment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  found record;
BEGIN
  SELECT * INTO found FROM match_customer(NEW.organization_id, NEW.email, NEW.phone, NEW.first_name, NEW.last_name,
                                          NEW.created_at);
  -- Silent: the insert has announced the appointment already, and a calendar refetching it
  -- after the commit sees the customer too.
  PERFORM set_config('booking.matching_customer', 'on', true);
  UPDATE appointments SET customer_id = found.customer_id, customer_match = found.match WHERE id = NEW.id;
  PERFORM set_config('booking.matching_customer', 'off', true);
  RETURN NULL;
END
$$;
-- The live calendar's notification (0014), but not for the matching's own update above.
CREATE OR REPLACE FUNCTION notify_staff_calendar() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload json;
BEGIN
  IF current_setting('booking.matching_customer', true) = 'on' THEN RETURN NULL; END IF;
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

CREATE TRIGGER appointments_match_customer AFTER INSERT ON appointments FOR EACH ROW
  WHEN (NEW.status <> 'held' AND NEW.source = 'online' AND NEW.customer_id IS NULL AND NEW.email IS NOT NULL)
  EXECUTE FUNCTION match_new_appointment();

-- A hold becoming the booking (an UPDATE in place): matched before the row is written.
CREATE FUNCTION match_converted_hold() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  found record;
BEGIN
  SELECT * INTO found FROM match_customer(NEW.organization_id, NEW.email, NEW.phone, NEW.first_name, NEW.last_name,
                                          NEW.updated_at);
  NEW.customer_id := found.customer_id;
  NEW.customer_match := found.match;
  RETURN NEW;
END
$$;
CREATE TRIGGER appointments_match_customer_of_hold BEFORE UPDATE OF status ON appointments FOR EACH ROW
  WHEN (OLD.status = 'held' AND NEW.status <> 'held' AND NEW.source = 'online' AND NEW.customer_id IS NULL
        AND NEW.email IS NOT NULL)
  EXECUTE FUNCTION match_converted_hold();

-- A guest gives one name: the last word is taken as the last name, the rest as the first.
CREATE FUNCTION match_new_reservation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  found record;
  trimmed text := btrim(NEW.name);
  cut int := length(trimmed) - strpos(reverse(trimmed), ' ') + 1;
BEGIN
  SELECT * INTO found FROM match_customer(NEW.organization_id, NEW.email, NEW.phone,
    CASE WHEN strpos(trimmed, ' ') = 0 THEN trimmed ELSE btrim(left(trimmed, cut - 1)) END,
    CASE WHEN strpos(trimmed, ' ') = 0 THEN '' ELSE btrim(substr(trimmed, cut + 1)) END,
    NEW.created_at);
  UPDATE reservations SET customer_id = found.customer_id, customer_match = found.match WHERE id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER reservations_match_customer AFTER INSERT ON reservations FOR EACH ROW
  WHEN (NEW.customer_id IS NULL)
  EXECUTE FUNCTION match_new_reservation();

-- A payment on site, recorded once per appointment: the lines as charged (service, name,
-- booked unit price, quantity), the discount and the total, in minor units.
CREATE TABLE checkout_payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  appointment_id uuid NOT NULL UNIQUE REFERENCES appointments (id) ON DELETE CASCADE,
  method text NOT NULL CHECK (method IN ('cash', 'card')),
  lines jsonb NOT NULL CHECK (jsonb_typeof(lines) = 'array' AND jsonb_array_length(lines) > 0),
  subtotal_minor integer NOT NULL CHECK (subtotal_minor >= 0),
  discount_minor integer NOT NULL CHECK (discount_minor >= 0 AND discount_minor <= subtotal_minor),
  total_minor integer NOT NULL CHECK (total_minor = subtotal_minor - discount_minor),
  currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  staff_user_id uuid REFERENCES staff_users (id) ON DELETE SET NULL,
  paid_at timestamptz NOT NULL
);
