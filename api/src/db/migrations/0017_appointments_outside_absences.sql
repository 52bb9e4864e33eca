-- No appointment (or hold) inside an absence of its employee, decided by the database
-- (decision 0034). The exclusion constraint keeps appointments apart, but absences live in
-- their own table, and an online booking reads the schedule and then inserts: an absence
-- committed in between was not seen by the read. Both sides now meet on the employee's row:
-- an absence is written under FOR UPDATE on it (api/src/commands/staff-absences.ts, as staff
-- bookings and moves already were), and this trigger takes FOR SHARE on it before it looks
-- for absences. Whoever comes second waits for the first to commit and then sees its row
-- (a plpgsql query takes a fresh snapshot under READ COMMITTED). Bookings take FOR SHARE, so
-- they do not wait for each other, only for staff writes on the same person.
--
-- A refusal is SQLSTATE 23P01, the exclusion constraint's own, so every writer already
-- answers it as the taken time it is (slot_taken online, appointment_conflict for staff).
CREATE FUNCTION appointment_outside_absences() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'cancelled' THEN RETURN NEW; END IF;
  -- A change that keeps a live appointment where it was (notes, paid, a new customer link)
  -- claims no new time; only a new range or employee, or a hold becoming a booking, does.
  IF TG_OP = 'UPDATE' AND OLD.status NOT IN ('held', 'cancelled')
     AND OLD.during = NEW.during AND OLD.employee_id = NEW.employee_id THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM employees WHERE id = NEW.employee_id FOR SHARE;
  IF EXISTS (SELECT 1 FROM absences WHERE employee_id = NEW.employee_id AND during && NEW.during) THEN
    RAISE EXCEPTION 'appointment inside an absence of employee %', NEW.employee_id
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'appointments_outside_absences';
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER appointments_outside_absences
  BEFORE INSERT OR UPDATE OF during, employee_id, status ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointment_outside_absences();
