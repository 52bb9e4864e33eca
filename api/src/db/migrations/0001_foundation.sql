-- Foundation: merchants, their branches, services, employees and staff logins.
-- Runs unchanged on PGlite and PostgreSQL 15+. Forward-only: never edit after it lands.

-- Later migrations add exclusion constraints on (employee, time range); PGlite ships it.
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- Slugs become the first URL segment of the booking page. The domain code refuses reserved
-- words with a good error (reserved_slug); this is the truth behind it. The list mirrors
-- RESERVED_SLUGS in shared/src/slugs.ts (a test checks every entry); a new reserved word
-- needs a migration that replaces the slug_not_reserved constraint.
CREATE DOMAIN slug AS text
  CONSTRAINT slug_format CHECK (VALUE ~ '^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$')
  CONSTRAINT slug_not_reserved CHECK (VALUE NOT IN (
    'staff', 'unavailable', 'appointments', 'book', 'time', 'contact', 'booking', 'confirmed',
    'cancelled', 'reschedule', 'rescheduled', 'reserve', 'details', 'confirm', 'api', 'assets',
    'static', 'env.json', 'favicon.ico', 'robots.txt'
  ));

-- Merchant-supplied links end up in href/src: only absolute http(s) URLs are stored.
CREATE DOMAIN http_url AS text CHECK (VALUE ~ '^https?://');

CREATE DOMAIN lead_time_unit AS text CHECK (VALUE IN ('minutes', 'hours', 'days', 'weeks', 'months'));

-- Weekly working hours are time-of-day ranges; overlaps are refused with an exclusion constraint.
CREATE TYPE timerange AS RANGE (subtype = time);

CREATE TABLE organizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug slug NOT NULL UNIQUE,
  vertical text NOT NULL CHECK (vertical IN ('beauty', 'gastro')),
  name text NOT NULL CHECK (name <> ''),
  -- A new merchant is not public until it activates its page.
  page_activated boolean NOT NULL DEFAULT false,
  online_reservations_enabled boolean NOT NULL DEFAULT true,
  logo_url http_url,
  color text CHECK (color ~ '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'),
  header_image_1x http_url,
  header_image_2x http_url,
  header_image_3x http_url,
  instagram_url http_url,
  facebook_url http_url,
  terms_of_service_url http_url,
  currency char(3) CHECK (currency ~ '^[A-Z]{3}$'),
  date_format text NOT NULL DEFAULT 'DD.MM.YYYY',
  timezone text NOT NULL DEFAULT 'UTC' CHECK (timezone <> ''),
  -- Ranges match the contract (shared/src/contract/configuration.ts), so a stored value
  -- can always be served.
  max_services_per_appointment integer NOT NULL DEFAULT 3 CHECK (max_services_per_appointment BETWEEN 1 AND 20),
  allow_employee_selection boolean NOT NULL DEFAULT true,
  reservation_frequency_minutes integer NOT NULL DEFAULT 10 CHECK (reservation_frequency_minutes BETWEEN 5 AND 240),
  max_booking_lead_time_value integer NOT NULL DEFAULT 3 CHECK (max_booking_lead_time_value >= 0),
  max_booking_lead_time_unit lead_time_unit NOT NULL DEFAULT 'months',
  min_booking_lead_time_value integer NOT NULL DEFAULT 1 CHECK (min_booking_lead_time_value >= 0),
  min_booking_lead_time_unit lead_time_unit NOT NULL DEFAULT 'days',
  cancellation_lead_time_value integer NOT NULL DEFAULT 1 CHECK (cancellation_lead_time_value >= 0),
  cancellation_lead_time_unit lead_time_unit NOT NULL DEFAULT 'days',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Children carry organization_id and reference (organization_id, id) so that the database
-- itself refuses links across merchants (a service of one salon offered at another's branch).
CREATE TABLE branches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  slug slug NOT NULL,
  name text NOT NULL CHECK (name <> ''),
  street text NOT NULL,
  zip text NOT NULL,
  city text NOT NULL,
  country char(2) NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  timezone text NOT NULL CHECK (timezone <> ''),
  phone text,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, slug),
  UNIQUE (organization_id, id)
);

CREATE TABLE services (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  category text NOT NULL,
  name text NOT NULL CHECK (name <> ''),
  description text,
  duration_minutes integer NOT NULL CHECK (duration_minutes > 0),
  -- Money in minor units (cents), in the organization's currency.
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, id)
);

CREATE TABLE branch_services (
  organization_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  service_id uuid NOT NULL,
  PRIMARY KEY (branch_id, service_id),
  FOREIGN KEY (organization_id, branch_id) REFERENCES branches (organization_id, id) ON DELETE CASCADE,
  FOREIGN KEY (organization_id, service_id) REFERENCES services (organization_id, id) ON DELETE CASCADE
);
CREATE INDEX branch_services_service_idx ON branch_services (service_id);

CREATE TABLE employees (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, id)
);

CREATE TABLE employee_services (
  organization_id uuid NOT NULL,
  employee_id uuid NOT NULL,
  service_id uuid NOT NULL,
  PRIMARY KEY (employee_id, service_id),
  FOREIGN KEY (organization_id, employee_id) REFERENCES employees (organization_id, id) ON DELETE CASCADE,
  FOREIGN KEY (organization_id, service_id) REFERENCES services (organization_id, id) ON DELETE CASCADE
);
CREATE INDEX employee_services_service_idx ON employee_services (service_id);

-- Weekday as in JavaScript's getDay() and PostgreSQL's EXTRACT(DOW): 0 = Sunday.
-- Times are wall-clock times in the branch's time zone.
CREATE TABLE employee_working_hours (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  employee_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  start_time time NOT NULL,
  end_time time NOT NULL,
  CHECK (end_time > start_time),
  FOREIGN KEY (organization_id, employee_id) REFERENCES employees (organization_id, id) ON DELETE CASCADE,
  FOREIGN KEY (organization_id, branch_id) REFERENCES branches (organization_id, id) ON DELETE CASCADE,
  -- One person cannot work two overlapping shifts, even at two branches.
  CONSTRAINT employee_working_hours_no_overlap EXCLUDE USING gist (
    employee_id WITH =,
    weekday WITH =,
    timerange(start_time, end_time) WITH &&
  )
);
CREATE INDEX employee_working_hours_branch_idx ON employee_working_hours (branch_id, weekday);

CREATE TABLE staff_users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  -- Stored normalised so that a plain UNIQUE is case-insensitive.
  email text NOT NULL UNIQUE CHECK (email = lower(btrim(email)) AND email LIKE '%_@_%'),
  -- scrypt$N$r$p$salt$hash (api/src/auth/password.ts)
  password_hash text NOT NULL CHECK (password_hash LIKE 'scrypt$%'),
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_users_organization_idx ON staff_users (organization_id);
