-- Whoever holds the inbox owns the account (docs/decisions/0076). Runs unchanged on PGlite and
-- PostgreSQL 15+. Forward-only.

-- A sign-up waiting for its email to be confirmed keeps no password: the one typed at sign-up
-- may have been anybody's, so the confirmation link asks for it. Those typed before are dropped.
UPDATE staff_users u SET password_hash = NULL
  FROM organizations o
 WHERE o.id = u.organization_id AND u.confirmed_at IS NULL AND o.confirmed_at IS NULL;

-- An invitation to an email that has an account (here or at another business) cannot become
-- an account: one email is one account. It is kept here, listed as invited like any other,
-- until the owner withdraws it; the person is emailed that the address is taken.
CREATE TABLE taken_email_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (email = lower(email)),
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'staff')),
  created_at timestamptz NOT NULL,
  UNIQUE (organization_id, email)
);

ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_kind_check;
ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_kind_check CHECK (kind IN (
  'confirmation', 'update', 'cancellation', 'reminder', 'refund', 'release',
  'account_confirmation', 'account_exists', 'account_invitation', 'account_password_reset',
  'account_invited_elsewhere'
));
