-- The business's page as its owner sets it (docs/decisions/0058): uploaded images kept in
-- the database, so that every API process serves the same bytes and none keeps files; the
-- privacy and imprint links beside the terms. Runs unchanged on PGlite and PostgreSQL 15+.

-- One upload, re-encoded into its variants. `purpose` says which sizes were made; an image
-- belongs to one organization and is served to anyone who has a variant's address.
CREATE TABLE images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('logo', 'banner', 'employee_photo')),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  created_at timestamptz NOT NULL,
  UNIQUE (organization_id, id)
);
CREATE INDEX images_organization_idx ON images (organization_id, purpose);

-- A variant's address is its content hash (SHA-256 of the bytes), so it never changes and
-- is cached for good; equal bytes are one row whoever uploaded them.
CREATE TABLE image_variants (
  image_id uuid NOT NULL REFERENCES images (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name ~ '^(1x|2x|3x|w[0-9]{2,4})$'),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  content_hash text NOT NULL CHECK (content_hash ~ '^[0-9a-f]{64}$'),
  PRIMARY KEY (image_id, name)
);
CREATE INDEX image_variants_hash_idx ON image_variants (content_hash);

CREATE TABLE image_bytes (
  content_hash text PRIMARY KEY CHECK (content_hash ~ '^[0-9a-f]{64}$'),
  content_type text NOT NULL CHECK (content_type IN ('image/webp', 'image/png', 'image/jpeg')),
  bytes bytea NOT NULL
);

-- The images the page shows; the URL columns stay for merchants whose images live elsewhere
-- (the demo data), and an uploaded image wins over them.
ALTER TABLE organizations ADD COLUMN logo_image_id uuid;
ALTER TABLE organizations ADD COLUMN banner_image_id uuid;
ALTER TABLE organizations ADD CONSTRAINT organizations_logo_image_fk
  FOREIGN KEY (id, logo_image_id) REFERENCES images (organization_id, id);
ALTER TABLE organizations ADD CONSTRAINT organizations_banner_image_fk
  FOREIGN KEY (id, banner_image_id) REFERENCES images (organization_id, id);
ALTER TABLE organizations ADD COLUMN privacy_policy_url http_url;
ALTER TABLE organizations ADD COLUMN imprint_url http_url;
