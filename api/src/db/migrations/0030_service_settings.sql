-- Service categories become rows of their own, so an owner can order and rename them; a
-- service names its category by id. Existing category names become categories at position 0,
-- so the public order (position, then name) stays the alphabetical one it was.
CREATE TABLE service_categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name <> ''),
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, id),
  UNIQUE (organization_id, name)
);

INSERT INTO service_categories (organization_id, name)
SELECT DISTINCT organization_id, category FROM services;

ALTER TABLE services ADD COLUMN category_id uuid;
UPDATE services s SET category_id = c.id
  FROM service_categories c
 WHERE c.organization_id = s.organization_id AND c.name = s.category;
ALTER TABLE services ALTER COLUMN category_id SET NOT NULL;
-- A category with services cannot go: the API says so first (category_not_empty).
ALTER TABLE services ADD CONSTRAINT services_category_fk
  FOREIGN KEY (organization_id, category_id) REFERENCES service_categories (organization_id, id);
ALTER TABLE services DROP COLUMN category;
CREATE INDEX services_category_idx ON services (category_id, position);

-- Hidden services stay bookable by staff and keep their booked appointments.
ALTER TABLE services ADD COLUMN online_bookable boolean NOT NULL DEFAULT true;
-- Time the employee stays blocked after the service (cleaning up), not part of the appointment.
ALTER TABLE services ADD COLUMN buffer_after_minutes integer NOT NULL DEFAULT 0
  CHECK (buffer_after_minutes BETWEEN 0 AND 240);
