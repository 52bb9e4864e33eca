import { RESERVED_SLUGS } from '@booking/shared/slugs';
import { describe, expect, it } from '@rstest/core';
import { createBranch } from '../src/commands/create-branch';
import { createOrganization } from '../src/commands/create-organization';
import { SQLSTATE, sqlState } from '../src/db/db';
import { migrate, readMigrations } from '../src/db/migrate';
import { findOrganizationBySlug } from '../src/db/organization-repo';
import { seed } from '../src/db/seed';
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
      { slug: 'demo-restaurant', branches: 1, staff: 1 },
      { slug: 'demo-salon', branches: 2, staff: 1 },
    ]);
  });

  it('gives the salon 8 services in 3 categories and 4 employees who work Monday to Saturday', async () => {
    const [counts] = await t().db.query(
      `SELECT count(*)::int AS services, count(DISTINCT category)::int AS categories,
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

  it('createOrganization creates a merchant with the defaults of spec section 9', async () => {
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

  it('refuses overlapping working hours of one employee, even at two branches', async () => {
    const sql = `INSERT INTO employee_working_hours (organization_id, employee_id, branch_id, weekday, start_time, end_time)
                 SELECT e.organization_id, e.id, b.id, 1, '17:00', '20:00' FROM employees e, branches b
                  WHERE e.first_name = 'Anna' AND b.slug = 'altona'`;
    expect(await failure(sql)).toBe(SQLSTATE.exclusionViolation);
  });

  it('accepts working hours that only touch an existing shift', async () => {
    const sql = `INSERT INTO employee_working_hours (organization_id, employee_id, branch_id, weekday, start_time, end_time)
                 SELECT e.organization_id, e.id, b.id, 1, '18:00', '20:00' FROM employees e, branches b
                  WHERE e.first_name = 'Anna' AND b.slug = 'altona'`;
    expect(await failure(sql)).toBeNull();
  });
});
