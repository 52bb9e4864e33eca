-- Accounts a business makes itself (docs/decisions/0055): sign-up with email confirmation,
-- owner and staff roles, invitations, password reset, sessions an owner can see and end.
-- Runs unchanged on PGlite and PostgreSQL 15+. Forward-only.

-- Existing organizations and accounts were made by hand (the seed) and count as confirmed:
-- the default fills them; sign-up and invitations insert NULL until the link is followed.
ALTER TABLE organizations ADD COLUMN confirmed_at timestamptz DEFAULT now();

ALTER TABLE staff_users ADD COLUMN role text NOT NULL DEFAULT 'staff' CHECK (role IN ('owner', 'staff'));
ALTER TABLE staff_users ADD COLUMN confirmed_at timestamptz DEFAULT now();
-- An invited account has no password until its invitation link sets one.
ALTER TABLE staff_users ALTER COLUMN password_hash DROP NOT NULL;
-- Only an account with a password can have confirmed its address.
ALTER TABLE staff_users ADD CONSTRAINT staff_users_confirmed_has_password
  CHECK (confirmed_at IS NULL OR password_hash IS NOT NULL);
CREATE INDEX staff_users_owners_idx ON staff_users (organization_id) WHERE role = 'owner';

-- Sessions get an id an owner can name to end one; the token hash stays the key only the
-- cookie's holder can reach.
ALTER TABLE staff_sessions ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE staff_sessions ADD CONSTRAINT staff_sessions_id_key UNIQUE (id);

-- Links sent by email: only a SHA-256 of the token is stored (decision 0044). A link works
-- once: following it sets used_at in the statement that checks it.
CREATE TABLE account_tokens (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  staff_user_id uuid NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('confirm_email', 'invitation', 'password_reset')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK (expires_at > created_at)
);
CREATE INDEX account_tokens_staff_user_idx ON account_tokens (staff_user_id);

-- Account emails go through the outbox like every message; they are about an account, not
-- a booking, so their booking columns are empty (and only theirs).
ALTER TABLE outbox_messages ALTER COLUMN booking_kind DROP NOT NULL;
ALTER TABLE outbox_messages ALTER COLUMN booking_id DROP NOT NULL;
ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_kind_check;
ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_kind_check CHECK (kind IN (
  'confirmation', 'update', 'cancellation', 'reminder', 'refund', 'release',
  'account_confirmation', 'account_exists', 'account_invitation', 'account_password_reset'
));
ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_booking_check CHECK (
  (kind LIKE 'account\_%') = (booking_kind IS NULL AND booking_id IS NULL)
);
