-- Online bookings racing with one NEW phone and different (or no) emails made a customer
-- each: only the email has a unique index, and a phone may not have one (a family or a
-- company shares a number; staff keep such customers apart). Matching by phone now takes a
-- transaction-scoped advisory lock on (organization, phone) before it looks the phone up, so
-- the second booking waits until the first commits (or rolls back) and then finds its
-- customer. Forward-only. Decision 0029, "The phone race".

-- Same as 0015 but for the lock. The lookups are separate statements of a VOLATILE function:
-- in READ COMMITTED each takes a new snapshot, so the lookup after the wait sees the
-- customer the first booking committed.
CREATE OR REPLACE FUNCTION match_customer(
  org uuid, booking_email text, booking_phone text, given_first text, given_last text, at timestamptz,
  OUT customer_id uuid, OUT match text
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  -- What the checks of the table refuse is left out rather than failing the booking.
  normalised text := CASE WHEN lower(btrim(booking_email)) LIKE '%_@_%' THEN lower(btrim(booking_email)) END;
  e164 text := CASE WHEN booking_phone ~ '^\+[0-9]{4,16}$' THEN booking_phone END;
  created boolean;
BEGIN
  IF normalised IS NOT NULL THEN
    SELECT c.id INTO customer_id FROM customers c
     WHERE c.organization_id = org AND c.email = normalised AND c.deleted_at IS NULL;
    IF FOUND THEN match := 'matched'; RETURN; END IF;
  END IF;
  IF e164 IS NOT NULL THEN
    -- Held until this booking's transaction ends, so its new customer is committed (or
    -- gone) before another booking with the phone looks. A hash collision of two phones
    -- only makes them wait for each other. Always before the customer-number counter's row
    -- lock and the email index, in this order for every booking: no lock cycle.
    PERFORM pg_advisory_xact_lock(hashtextextended('customer-phone:' || org::text || ':' || e164, 0));
    SELECT c.id INTO customer_id FROM customers c
     WHERE c.organization_id = org AND c.phone = e164 AND c.deleted_at IS NULL
     ORDER BY c.created_at, c.id LIMIT 1;
    IF FOUND THEN match := 'matched'; RETURN; END IF;
  END IF;
  INSERT INTO customers AS c (organization_id, customer_number, first_name, last_name, email, phone, source,
                              created_at, updated_at)
  VALUES (org, next_customer_number(org), coalesce(nullif(left(btrim(given_first), 200), ''), '-'),
          left(coalesce(btrim(given_last), ''), 200), normalised, e164, 'online', at, at)
  ON CONFLICT (organization_id, email) WHERE deleted_at IS NULL DO UPDATE SET updated_at = c.updated_at
  RETURNING c.id, (c.xmax = 0) INTO customer_id, created;
  match := CASE WHEN created THEN 'new' ELSE 'matched' END;
END
$$;
