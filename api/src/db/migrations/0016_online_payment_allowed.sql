-- Whether the merchant takes online payment (online only where the merchant
-- allows it). Allowed by default, so the merchants that exist keep offering it as before.
-- Forward-only.
ALTER TABLE organizations ADD COLUMN online_payment_allowed boolean NOT NULL DEFAULT true;
