-- Refunds asked for after commit: cancelling a paid appointment records the
-- intent to refund in its own transaction, and the provider is called after the commit, as
-- the outbox sends mail, so no row lock is held across a network call. A pending intent is
-- retried until the provider confirms; the payment's id is the provider's idempotency key,
-- so a retry after a crash (before or after the call) gets the same refund, never a second.
-- At most one intent per payment. Runs unchanged on PGlite and PostgreSQL. Forward-only.
CREATE TABLE refund_intents (
  payment_id uuid PRIMARY KEY REFERENCES payments (id) ON DELETE CASCADE,
  amount_minor integer NOT NULL CHECK (amount_minor > 0),
  reason text NOT NULL CHECK (reason IN ('cancelled_by_customer', 'cancelled_by_staff')),
  -- pending: to be asked for (again) from next_attempt_at on; done: the provider confirmed.
  status text NOT NULL CHECK (status IN ('pending', 'done')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_error text,
  created_at timestamptz NOT NULL,
  done_at timestamptz,
  CHECK ((status = 'done') = (done_at IS NOT NULL))
);
CREATE INDEX refund_intents_due_idx ON refund_intents (next_attempt_at) WHERE status = 'pending';
