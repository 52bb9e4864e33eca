-- The team in the owner's settings: the name customers see, whether customers may choose an
-- employee, removal that keeps booked appointments, and working hours as rotas: a version of
-- the week effective from a date, repeating every week or every second week, with exceptions
-- for single dates. Forward-only.

-- Appointments reference employees ON DELETE CASCADE, so an employee the owner removes is
-- marked, never deleted: the appointments they had stay booked until someone handles them.
ALTER TABLE employees
  ADD COLUMN display_name text CHECK (display_name IS NULL OR length(display_name) BETWEEN 1 AND 60),
  ADD COLUMN selectable boolean NOT NULL DEFAULT true,
  ADD COLUMN removed_at timestamptz;

-- One version of an employee's week: it applies from `effective_from` until the next version
-- begins. With two weeks, week 0 is the week (Monday to Sunday) that holds `effective_from`,
-- week 1 the next, and so on alternating (api/src/domain/availability/rota-shifts.ts).
CREATE TABLE employee_rotas (
  organization_id uuid NOT NULL,
  employee_id uuid NOT NULL,
  effective_from date NOT NULL,
  cycle_weeks smallint NOT NULL DEFAULT 1 CHECK (cycle_weeks IN (1, 2)),
  PRIMARY KEY (employee_id, effective_from),
  FOREIGN KEY (organization_id, employee_id) REFERENCES employees (organization_id, id) ON DELETE CASCADE
);

-- The hours that existed become each employee's first version, in force since ever.
INSERT INTO employee_rotas (organization_id, employee_id, effective_from)
  SELECT DISTINCT organization_id, employee_id, DATE '2000-01-03' FROM employee_working_hours;

ALTER TABLE employee_working_hours
  ADD COLUMN effective_from date NOT NULL DEFAULT DATE '2000-01-03',
  ADD COLUMN cycle_week smallint NOT NULL DEFAULT 0 CHECK (cycle_week IN (0, 1));
ALTER TABLE employee_working_hours ALTER COLUMN effective_from DROP DEFAULT;
ALTER TABLE employee_working_hours ADD CONSTRAINT employee_working_hours_rota_fk
  FOREIGN KEY (employee_id, effective_from) REFERENCES employee_rotas (employee_id, effective_from) ON DELETE CASCADE;

-- The old rule refused two intervals on one weekday whatever their week; a two-week rota has
-- a Monday in each week, and a new version may repeat the old one's Monday. Overlap is now
-- refused within one version, one week of the cycle and one weekday, still across branches.
ALTER TABLE employee_working_hours DROP CONSTRAINT employee_working_hours_no_overlap;
ALTER TABLE employee_working_hours ADD CONSTRAINT employee_working_hours_no_overlap EXCLUDE USING gist (
  employee_id WITH =,
  effective_from WITH =,
  cycle_week WITH =,
  weekday WITH =,
  timerange(start_time, end_time) WITH &&
);

-- A single date whose hours differ from the rota: the rows of employee_exception_hours are
-- the whole day (at any branch); none means a day off. Absences stay what they were: time
-- taken out of hours, by kind, with a reason.
CREATE TABLE employee_exceptions (
  organization_id uuid NOT NULL,
  employee_id uuid NOT NULL,
  day date NOT NULL,
  PRIMARY KEY (employee_id, day),
  FOREIGN KEY (organization_id, employee_id) REFERENCES employees (organization_id, id) ON DELETE CASCADE
);

CREATE TABLE employee_exception_hours (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  employee_id uuid NOT NULL,
  day date NOT NULL,
  branch_id uuid NOT NULL,
  start_time time NOT NULL,
  end_time time NOT NULL,
  CHECK (end_time > start_time),
  FOREIGN KEY (employee_id, day) REFERENCES employee_exceptions (employee_id, day) ON DELETE CASCADE,
  FOREIGN KEY (organization_id, branch_id) REFERENCES branches (organization_id, id) ON DELETE CASCADE,
  CONSTRAINT employee_exception_hours_no_overlap EXCLUDE USING gist (
    employee_id WITH =,
    day WITH =,
    timerange(start_time, end_time) WITH &&
  )
);
CREATE INDEX employee_exception_hours_branch_idx ON employee_exception_hours (branch_id, day);

-- Every interval an employee may work, as the domain reads it: the rota's rows with the span
-- of their version, and the exceptions' rows on their date. Which of them applies on a given
-- day is the domain's decision (shiftsOn), not this view's.
CREATE VIEW employee_shifts AS
  SELECT h.employee_id, h.branch_id, h.weekday::int AS weekday,
         (extract(epoch FROM h.start_time) / 60)::int AS start_minute,
         (extract(epoch FROM h.end_time) / 60)::int AS end_minute,
         h.effective_from::text AS from_day,
         (SELECT min(n.effective_from)::text FROM employee_rotas n
           WHERE n.employee_id = h.employee_id AND n.effective_from > h.effective_from) AS until_day,
         r.cycle_weeks::int AS cycle_weeks, h.cycle_week::int AS cycle_week, NULL::text AS on_day,
         ARRAY(SELECT x.day::text FROM employee_exceptions x WHERE x.employee_id = h.employee_id ORDER BY x.day)
           AS except_days
    FROM employee_working_hours h
    JOIN employee_rotas r ON r.employee_id = h.employee_id AND r.effective_from = h.effective_from
  UNION ALL
  SELECT x.employee_id, x.branch_id, extract(dow FROM x.day)::int,
         (extract(epoch FROM x.start_time) / 60)::int, (extract(epoch FROM x.end_time) / 60)::int,
         NULL, NULL, 1, 0, x.day::text, ARRAY[]::text[]
    FROM employee_exception_hours x;
