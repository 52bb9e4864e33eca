-- A shared phone no longer makes two people one customer. An online booking whose email
-- matches no live customer is matched by phone only to a customer of the same first and last
-- name (compared without case, accents or surrounding spaces); otherwise it makes a new
-- customer, and staff see "same phone as" on both records and may merge them. Matching by
-- phone still takes the advisory lock of 0018 first. Forward-only. Decision 0054.

-- A name as matching compares it: trimmed, lower case, accents (combining marks after
-- canonical decomposition) removed, a run of spaces inside read as one. "  Zoë " and "zoe" are
-- one name; "Zoe" and "Zoey" are not.
CREATE FUNCTION person_name_key(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(normalize(lower(btrim(coalesce(name, ''))), NFD), U&'[\0300-\036F]', '', 'g'),
                        '\s+', ' ', 'g')
$$;

-- Same signature as 0015 and 0018: every booking path (and a reservation matched "as bookings
-- are") calls this one function. The matched row is locked FOR KEY SHARE, so a merge that
-- locks the record (FOR UPDATE) either sees this booking to move it or makes this lookup
-- look again after the merge, when the record is no longer live.
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
     WHERE c.organization_id = org AND c.email = normalised AND c.deleted_at IS NULL
       FOR KEY SHARE;
    IF FOUND THEN match := 'matched'; RETURN; END IF;
  END IF;
  IF e164 IS NOT NULL THEN
    -- As in 0018: held until this booking's transaction ends, so two bookings with one new
    -- phone and one name end on one customer. Before the counter's row lock and the email
    -- index, in this order for every booking: no lock cycle.
    PERFORM pg_advisory_xact_lock(hashtextextended('customer-phone:' || org::text || ':' || e164, 0));
    SELECT c.id INTO customer_id FROM customers c
     WHERE c.organization_id = org AND c.phone = e164 AND c.deleted_at IS NULL
       AND person_name_key(c.first_name) = person_name_key(given_first)
       AND person_name_key(c.last_name) = person_name_key(given_last)
     ORDER BY c.created_at, c.id LIMIT 1
       FOR KEY SHARE;
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
