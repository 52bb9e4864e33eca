-- Online payment of salon appointments through a payment provider (a sandbox by default).
-- Runs unchanged on PGlite and PostgreSQL 15+. Forward-only.

-- While an online payment is outstanding the appointment keeps its slot until this time
-- (the merchant's hold_minutes after booking); cleared once paid. Past it, unpaid, the slot
-- is free again: reads ignore it, and a write that needs the range cancels the appointment
-- first (cancelled_by 'unpaid'), as expired holds are purged.
ALTER TABLE appointments ADD COLUMN payment_due_at timestamptz;
ALTER TABLE appointments DROP CONSTRAINT appointments_cancelled_by_check;
ALTER TABLE appointments ADD CONSTRAINT appointments_cancelled_by_check
  CHECK (cancelled_by IN ('customer', 'staff', 'no_show', 'unpaid'));

-- One row per payment attempt; a retry after a failure is a new row.
CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  appointment_id uuid NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  -- 1 for the first attempt, then one more per retry: the latest is the highest.
  attempt integer NOT NULL CHECK (attempt >= 1),
  provider text NOT NULL,
  -- The provider's id of the checkout (its hosted payment page).
  checkout_id text NOT NULL,
  checkout_url text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'failed')),
  amount_minor integer NOT NULL CHECK (amount_minor > 0),
  currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  failure_code text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (provider, checkout_id),
  UNIQUE (appointment_id, attempt),
  CHECK ((status = 'failed') = (failure_code IS NOT NULL))
);
-- At most one attempt in flight, and at most one that succeeded, per appointment.
CREATE UNIQUE INDEX payments_one_pending_idx ON payments (appointment_id) WHERE status = 'pending';
CREATE UNIQUE INDEX payments_one_paid_idx ON payments (appointment_id) WHERE status = 'paid';

-- Webhook events already processed: a replayed event (same id) is refused.
CREATE TABLE payment_webhook_events (
  provider text NOT NULL,
  event_id text NOT NULL CHECK (length(event_id) BETWEEN 1 AND 255),
  received_at timestamptz NOT NULL,
  PRIMARY KEY (provider, event_id)
);
