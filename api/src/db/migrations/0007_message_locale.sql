-- The language of a booking's customer messages (emails, SMS): the booking site's locale
-- when it was made. Bookings made before this column existed are German, as production is.
-- Runs unchanged on PGlite and PostgreSQL 15+. Forward-only.
ALTER TABLE appointments ADD COLUMN locale text NOT NULL DEFAULT 'de' CHECK (locale IN ('de', 'en'));
ALTER TABLE reservations ADD COLUMN locale text NOT NULL DEFAULT 'de' CHECK (locale IN ('de', 'en'));
