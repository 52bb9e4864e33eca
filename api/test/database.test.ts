import { RESERVED_SLUGS } from '@booking/shared/slugs';
import { describe, expect, it } from '@rstest/core';
import { createBranch } from '../src/commands/create-branch';
import { createOrganization } from '../src/commands/create-organization';
import { SQLSTATE, sqlState } from '../src/db/db';
import { migrate, readMigrations } from '../src/db/migrate';
import { findOrganizationBySlug } from '../src/db/organization-repo';
import { seed } from '../src/db/seed';
import { DEMO_OWNERS_STEP } from '../src/db/seed-owners';
import { SEED_STEPS } from '../src/db/seed-steps';
import { useTestApp } from './helpers/test-app';

const t = useTestApp();

/** The SQLSTATE a statement fails with, or null when it succeeds. */
async function failure(sql: string, params: unknown[] = []): Promise<string | null> {
  try {
    await t().db.transaction((tx) => tx.query(sql, params));
    return null;
  } catch (error) {
    return sqlState(error) ?? String(error);
  }
}

const demoSalonId = async () => (await findOrganizationBySlug(t().db, 'demo-salon'))?.id ?? '';

describe('migrations', () => {
  it('records every migration file once', async () => {
    const files = await readMigrations();
    const rows = await t().db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(files.map((m) => m.version));
  });

  it('apply nothing when run again', async () => {
    expect(await migrate(t().db)).toEqual([]);
    expect(await migrate(t().db)).toEqual([]);
  });

  it('leave nothing behind when a migration fails, and stop there', async () => {
    const broken = [
      { version: '9001', name: 'half', sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();' },
      { version: '9002', name: 'after', sql: 'CREATE TABLE after_broken (id int);' },
    ];
    await expect(migrate(t().db, broken)).rejects.toThrow();
    const tables = await t().db.query("SELECT 1 FROM pg_tables WHERE tablename IN ('half_done', 'after_broken')");
    expect(tables).toEqual([]);
    expect(await t().db.query("SELECT 1 FROM schema_migrations WHERE version LIKE '900%'")).toEqual([]);
  });
});

describe('seed', () => {
  it('creates nothing when run again, keeping one copy of each merchant', async () => {
    expect(await seed(t().db)).toEqual([]);
    const rows = await t().db.query<{ slug: string; branches: number; staff: number }>(
      `SELECT o.slug,
              (SELECT count(*)::int FROM branches b WHERE b.organization_id = o.id) AS branches,
              (SELECT count(*)::int FROM staff_users u WHERE u.organization_id = o.id) AS staff
         FROM organizations o ORDER BY o.slug`,
    );
    expect(rows).toEqual([
      { slug: 'demo-closed', branches: 1, staff: 0 },
      // Their staff and their owner.
      { slug: 'demo-restaurant', branches: 1, staff: 2 },
      { slug: 'demo-salon', branches: 2, staff: 2 },
    ]);
  });

  it('gives the salon 8 services in 3 categories and 4 employees who work Monday to Saturday', async () => {
    const [counts] = await t().db.query(
      `SELECT count(*)::int AS services, count(DISTINCT category_id)::int AS categories,
              (SELECT count(*)::int FROM employees e WHERE e.organization_id = s.organization_id) AS employees,
              (SELECT array_agg(DISTINCT weekday ORDER BY weekday)::int[] FROM employee_working_hours h
                WHERE h.organization_id = s.organization_id) AS weekdays
         FROM services s JOIN organizations o ON o.id = s.organization_id
        WHERE o.slug = 'demo-salon' GROUP BY s.organization_id`,
    );
    expect(counts).toEqual({ services: 8, categories: 3, employees: 4, weekdays: [1, 2, 3, 4, 5, 6] });
  });
});

describe('slugs', () => {
  it('createOrganization refuses a reserved word with reserved_slug, before the database', async () => {
    const result = await createOrganization(t().db, { slug: 'staff', vertical: 'beauty', name: 'Staff Salon' });
    expect(result).toEqual({ ok: false, error: { code: 'reserved_slug', params: { slug: 'staff' } } });
  });

  it('createBranch refuses a reserved word with reserved_slug', async () => {
    const result = await createBranch(t().db, await demoSalonId(), {
      slug: 'booking',
      name: 'Booking',
      street: 'Weg 1',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
      timezone: 'Europe/Berlin',
    });
    expect(result).toEqual({ ok: false, error: { code: 'reserved_slug', params: { slug: 'booking' } } });
  });

  it('createOrganization answers slug_taken for a slug another merchant has', async () => {
    const result = await createOrganization(t().db, { slug: 'demo-salon', vertical: 'beauty', name: 'Copy' });
    expect(result).toEqual({ ok: false, error: { code: 'slug_taken', params: { slug: 'demo-salon' } } });
  });

  it('createOrganization creates a merchant with the default configuration', async () => {
    const result = await createOrganization(t().db, { slug: 'new-salon', vertical: 'beauty', name: 'New' });
    expect(result).toMatchObject({ ok: true, value: { slug: 'new-salon', page_activated: false, currency: null } });
  });

  it.each([...RESERVED_SLUGS])(
    'the database itself refuses the reserved word %s as an organization slug',
    async (slug) => {
      expect(await failure("INSERT INTO organizations (slug, vertical, name) VALUES ($1, 'beauty', 'X')", [slug])).toBe(
        SQLSTATE.checkViolation,
      );
    },
  );

  it('the database refuses a reserved word as a branch slug too', async () => {
    const sql = `INSERT INTO branches (organization_id, slug, name, street, zip, city, country, timezone)
                 VALUES ($1, 'staff', 'B', 'S', 'Z', 'C', 'DE', 'Europe/Berlin')`;
    expect(await failure(sql, [await demoSalonId()])).toBe(SQLSTATE.checkViolation);
  });

  it.each(['UPPER', '-leading', 'trailing-', 'with space', 'a'.repeat(65)])(
    'the database refuses the malformed slug %s',
    async (slug) => {
      expect(await failure("INSERT INTO organizations (slug, vertical, name) VALUES ($1, 'beauty', 'X')", [slug])).toBe(
        SQLSTATE.checkViolation,
      );
    },
  );

  it('the database refuses a second merchant with a taken slug', async () => {
    expect(await failure("INSERT INTO organizations (slug, vertical, name) VALUES ('demo-salon', 'beauty', 'X')")).toBe(
      SQLSTATE.uniqueViolation,
    );
  });
});

describe('integrity', () => {
  it("refuses to offer one merchant's service at another merchant's branch", async () => {
    const sql = `INSERT INTO branch_services (organization_id, branch_id, service_id)
                 SELECT b.organization_id, b.id, s.id FROM branches b, services s
                  WHERE b.slug = 'kreuzberg' AND s.name = 'Balayage'`;
    expect(await failure(sql)).toBe('23503');
  });

  /** Hours for Anna at Altona in her rota's version (migration 0031), week `cycleWeek` of the cycle. */
  const hoursInsert = (weekdayAndTimes: string, cycleWeek = 0) =>
    `INSERT INTO employee_working_hours
       (organization_id, employee_id, branch_id, effective_from, cycle_week, weekday, start_time, end_time)
     SELECT e.organization_id, e.id, b.id,
            (SELECT min(r.effective_from) FROM employee_rotas r WHERE r.employee_id = e.id), ${cycleWeek}, ${weekdayAndTimes}
       FROM employees e, branches b WHERE e.first_name = 'Anna' AND b.slug = 'altona'`;

  it('refuses overlapping working hours of one employee, even at two branches', async () => {
    const sql = hoursInsert("1, '17:00', '20:00'");
    expect(await failure(sql)).toBe(SQLSTATE.exclusionViolation);
  });

  it('accepts the same hours on the same weekday in the other week of a two-week rota', async () => {
    expect(await failure(hoursInsert("1, '17:00', '20:00'", 1))).toBeNull();
  });

  it('accepts working hours that only touch an existing shift', async () => {
    const sql = hoursInsert("1, '18:00', '20:00'");
    expect(await failure(sql)).toBeNull();
  });
});

describe('appointments exclusion constraint', () => {
  /** A raw INSERT of a booked cut for Anna at demo-salon Mitte, as SQL a bug or a script could send. */
  const insert = (from: string, to: string, status = 'booked') =>
    failure(
      `INSERT INTO appointments (organization_id, branch_id, employee_id, during, status, services, price_minor,
                                 currency, manage_token_hash, first_name, last_name, email, phone, reminder,
                                 payment, policy, cancelled_by, cancelled_at)
       SELECT e.organization_id, b.id, e.id, tstzrange($1, $2, '[)'), $3, '[{"id":"x"}]', 0, 'EUR',
              encode(sha256(gen_random_uuid()::text::bytea), 'hex'), 'A', 'B', 'a@b.test', '+4930123456',
              'none', 'on_site', '{}', CASE WHEN $3 = 'cancelled' THEN 'staff' END,
              CASE WHEN $3 = 'cancelled' THEN now() END
         FROM employees e JOIN branches b ON b.organization_id = e.organization_id AND b.slug = 'mitte'
        WHERE e.first_name = 'Anna'`,
      [new Date(from), new Date(to), status],
    );

  it('refuses a raw overlapping INSERT with SQLSTATE 23P01, partial overlaps too', async () => {
    expect(await insert('2030-01-07T09:00:00Z', '2030-01-07T10:00:00Z')).toBeNull();
    expect(await insert('2030-01-07T09:00:00Z', '2030-01-07T10:00:00Z')).toBe(SQLSTATE.exclusionViolation);
    expect(await insert('2030-01-07T09:59:00Z', '2030-01-07T10:30:00Z')).toBe(SQLSTATE.exclusionViolation);
    expect(await insert('2030-01-07T08:00:00Z', '2030-01-07T11:00:00Z')).toBe(SQLSTATE.exclusionViolation);
  });

  it('accepts an adjacent booking, and ignores cancelled rows', async () => {
    expect(await insert('2030-01-08T09:00:00Z', '2030-01-08T10:00:00Z', 'cancelled')).toBeNull();
    expect(await insert('2030-01-08T09:00:00Z', '2030-01-08T10:00:00Z')).toBeNull();
    expect(await insert('2030-01-08T10:00:00Z', '2030-01-08T11:00:00Z')).toBeNull();
  });

  it('refuses an empty or reversed time range', async () => {
    expect(await insert('2030-01-09T10:00:00Z', '2030-01-09T10:00:00Z')).toBe(SQLSTATE.checkViolation);
  });
});

describe('demo data added later', () => {
  const counts = async () => {
    const [row] = await t().db.query<{ absences: number; fee: number }>(
      `SELECT (SELECT count(*)::int FROM absences a JOIN organizations o ON o.id = a.organization_id
                WHERE o.slug = 'demo-salon') AS absences,
              (SELECT late_cancellation_fee_minor FROM organizations WHERE slug = 'demo-salon') AS fee`,
    );
    return row;
  };

  it('gives the salon its booking policy and absences: vacation, sickness, breaks and a holiday', async () => {
    const kinds = await t().db.query<{ kind: string }>('SELECT DISTINCT kind FROM absences ORDER BY kind');
    expect(kinds.map((k) => k.kind)).toEqual(['break', 'holiday', 'sickness', 'vacation']);
    expect((await counts())?.fee).toBe(1500);
  });

  it('reaches a database seeded before it existed on the next start, once', async () => {
    const seeded = await counts();
    // A database seeded by the first version: merchants there, migration 0003 applied, no steps yet.
    await t().db.exec(
      'DELETE FROM seed_steps; DELETE FROM absences; UPDATE organizations SET late_cancellation_fee_minor = 0',
    );
    expect(await seed(t().db)).toEqual([]);
    expect(await counts()).toEqual(seeded);
    expect(await seed(t().db)).toEqual([]);
    expect(await counts()).toEqual(seeded);
    const steps = await t().db.query<{ name: string }>('SELECT name FROM seed_steps ORDER BY name');
    expect(steps.map((s) => s.name)).toEqual([...SEED_STEPS.map((s) => s.name), DEMO_OWNERS_STEP].sort());
  });

  it('gives the demo restaurant its floor: tables in two areas and a combination', async () => {
    const areas = await t().db.query<{ name: string; tables: number }>(
      `SELECT a.name, (SELECT count(*)::int FROM restaurant_tables t WHERE t.area_id = a.id) AS tables
         FROM restaurant_areas a JOIN branches b ON b.id = a.branch_id WHERE b.slug = 'kreuzberg' ORDER BY a.position`,
    );
    expect(areas).toEqual([
      { name: 'Gastraum', tables: 7 },
      { name: 'Terrasse', tables: 4 },
    ]);
    const combinations = await t().db.query<{ name: string; members: number; max_seats: number }>(
      `SELECT c.name, c.max_seats, (SELECT count(*)::int FROM table_combination_members m WHERE m.combination_id = c.id)
              AS members
         FROM table_combinations c JOIN branches b ON b.id = c.branch_id WHERE b.slug = 'kreuzberg'`,
    );
    expect(combinations).toEqual([{ name: 'C1 + C2', max_seats: 12, members: 2 }]);
  });

  it('gives the restaurant its tables and opening hours once, and leaves a branch set up by hand alone', async () => {
    const restaurant = async () =>
      (
        await t().db.query<{ tables: number; seats: number; hours: number }>(
          `SELECT (SELECT count(*)::int FROM restaurant_tables t JOIN branches b ON b.id = t.branch_id
                    WHERE b.slug = 'kreuzberg') AS tables,
                  (SELECT sum(seats)::int FROM restaurant_tables t JOIN branches b ON b.id = t.branch_id
                    WHERE b.slug = 'kreuzberg') AS seats,
                  (SELECT count(*)::int FROM branch_opening_hours h JOIN branches b ON b.id = h.branch_id
                    WHERE b.slug = 'kreuzberg') AS hours`,
        )
      )[0];
    expect(await restaurant()).toEqual({ tables: 11, seats: 44, hours: 12 });
    // A database seeded before migration 0004: the step has not run, the branch has nothing.
    await t().db.exec(
      `DELETE FROM seed_steps WHERE name = '0004-demo-restaurant-tables'; DELETE FROM table_combinations;
       DELETE FROM restaurant_tables; DELETE FROM restaurant_areas; DELETE FROM branch_opening_hours`,
    );
    await seed(t().db);
    expect(await restaurant()).toEqual({ tables: 11, seats: 44, hours: 12 });
    // The step is forgotten again, but the branch has its tables: nothing is added twice.
    await t().db.exec("DELETE FROM seed_steps WHERE name = '0004-demo-restaurant-tables'");
    await seed(t().db);
    expect(await restaurant()).toEqual({ tables: 11, seats: 44, hours: 12 });
  });
});
