-- Staff sessions behind an httpOnly cookie. Only a SHA-256 of the token is stored, so a
-- leaked table does not let anyone sign in.
CREATE TABLE staff_sessions (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  staff_user_id uuid NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK (expires_at > created_at)
);
CREATE INDEX staff_sessions_staff_user_idx ON staff_sessions (staff_user_id);
CREATE INDEX staff_sessions_expires_idx ON staff_sessions (expires_at);
