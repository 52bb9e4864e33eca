import {
  type EmployeeRequest,
  type SettingsEmployee,
  settingsEmployeeSchema,
} from '@booking/shared/contract/employee-settings';
import type { Db } from './db';
import { jsonColumn } from './json-column';

/**
 * The employees of the owner's settings. Which services an employee performs is written by
 * `employee-service-repo.ts`, the one place for that relation from either side. A photo's
 * variant addresses are paths on the API (`/v0/images/<sha256>.webp`): the route, which knows
 * the API's public address, makes them whole (`withPhotoAddresses`).
 */
const EMPLOYEE_JSON = `json_build_object(
  'id', e.id, 'first_name', e.first_name, 'last_name', e.last_name, 'display_name', e.display_name,
  'selectable', e.selectable,
  'photo', CASE WHEN e.photo_image_id IS NULL THEN NULL ELSE json_build_object('id', e.photo_image_id,
              'purpose', 'employee_photo',
              'variants', (SELECT coalesce(json_agg(json_build_object('name', v.name, 'width', v.width,
                          'height', v.height, 'url', '/v0/images/' || v.content_hash || '.webp')
                          ORDER BY v.width, v.name), '[]')
                          FROM image_variants v WHERE v.image_id = e.photo_image_id)) END,
  'service_ids', ARRAY(SELECT es.service_id::text FROM employee_services es WHERE es.employee_id = e.id ORDER BY es.service_id),
  'rotas', (SELECT coalesce(json_agg(json_build_object('effective_from', r.effective_from::text,
              'cycle_weeks', r.cycle_weeks,
              'hours', (SELECT coalesce(json_agg(json_build_object('branch_id', h.branch_id, 'cycle_week', h.cycle_week,
                          'weekday', h.weekday, 'start', to_char(h.start_time, 'HH24:MI'),
                          'end', CASE WHEN h.end_time = '24:00' THEN '24:00' ELSE to_char(h.end_time, 'HH24:MI') END)
                          ORDER BY h.cycle_week, h.weekday, h.start_time), '[]')
                          FROM employee_working_hours h
                         WHERE h.employee_id = e.id AND h.effective_from = r.effective_from))
              ORDER BY r.effective_from), '[]') FROM employee_rotas r WHERE r.employee_id = e.id),
  'exceptions', (SELECT coalesce(json_agg(json_build_object('day', x.day::text,
              'hours', (SELECT coalesce(json_agg(json_build_object('branch_id', xh.branch_id,
                          'start', to_char(xh.start_time, 'HH24:MI'),
                          'end', CASE WHEN xh.end_time = '24:00' THEN '24:00' ELSE to_char(xh.end_time, 'HH24:MI') END)
                          ORDER BY xh.start_time), '[]')
                          FROM employee_exception_hours xh WHERE xh.employee_id = e.id AND xh.day = x.day))
              ORDER BY x.day), '[]') FROM employee_exceptions x WHERE x.employee_id = e.id AND x.day >= $2::date)
)`;

const parse = (value: unknown): SettingsEmployee => jsonColumn(settingsEmployeeSchema, value);

/** The organization's employees not removed, in its order; exceptions from `today` on. */
export async function listSettingsEmployees(
  db: Db,
  organizationId: string,
  today: string,
): Promise<SettingsEmployee[]> {
  const rows = await db.query<{ employee: unknown }>(
    `SELECT ${EMPLOYEE_JSON} AS employee FROM employees e
      WHERE e.organization_id = $1 AND e.removed_at IS NULL ORDER BY e.position, e.last_name, e.first_name`,
    [organizationId, today],
  );
  return rows.map((row) => parse(row.employee));
}

/** One employee of the organization, not removed; `forUpdate` locks them for the change. */
export async function findSettingsEmployee(
  db: Db,
  organizationId: string,
  id: string,
  today: string,
  forUpdate = false,
): Promise<SettingsEmployee | null> {
  if (forUpdate) {
    const locked = await db.query(
      'SELECT id FROM employees WHERE organization_id = $1 AND id = $2 AND removed_at IS NULL FOR UPDATE',
      [organizationId, id],
    );
    if (locked.length === 0) return null;
  }
  const [row] = await db.query<{ employee: unknown }>(
    `SELECT ${EMPLOYEE_JSON} AS employee FROM employees e
      WHERE e.organization_id = $1 AND e.id = $3 AND e.removed_at IS NULL`,
    [organizationId, today, id],
  );
  return row ? parse(row.employee) : null;
}

/** How many of `serviceIds` the organization has: fewer means one is not its own. */
export async function countOwnServices(db: Db, organizationId: string, serviceIds: readonly string[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM services WHERE organization_id = $1 AND id = ANY($2::uuid[])',
    [organizationId, [...new Set(serviceIds)]],
  );
  return row?.n ?? 0;
}

/** How many of `branchIds` the organization has. */
export async function countOwnBranches(db: Db, organizationId: string, branchIds: readonly string[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM branches WHERE organization_id = $1 AND id = ANY($2::uuid[])',
    [organizationId, [...new Set(branchIds)]],
  );
  return row?.n ?? 0;
}

/** An employee's photo with whole addresses, `apiBase` being where this API is reached. */
export function withPhotoAddresses(employee: SettingsEmployee, apiBase: string): SettingsEmployee {
  if (!employee.photo) return employee;
  const variants = employee.photo.variants.map((variant) => ({ ...variant, url: `${apiBase}${variant.url}` }));
  return { ...employee, photo: { ...employee.photo, variants } };
}

/** Whether `id` is the organization's upload of an employee photo. */
export async function isOwnEmployeePhoto(db: Db, organizationId: string, id: string): Promise<boolean> {
  const rows = await db.query(
    "SELECT 1 FROM images WHERE organization_id = $1 AND id = $2 AND purpose = 'employee_photo'",
    [organizationId, id],
  );
  return rows.length > 0;
}

/** Adds an employee at the end of the organization's order. */
export async function insertSettingsEmployee(
  db: Db,
  organizationId: string,
  employee: EmployeeRequest,
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO employees (organization_id, first_name, last_name, display_name, selectable, photo_image_id, position)
     VALUES ($1, $2, $3, $4, $5, $6,
             (SELECT coalesce(max(position) + 1, 0) FROM employees WHERE organization_id = $1))
     RETURNING id`,
    [
      organizationId,
      employee.first_name,
      employee.last_name,
      employee.display_name || null,
      employee.selectable,
      employee.photo_image ?? null,
    ],
  );
  if (!row) throw new Error('The employee was not inserted');
  return row.id;
}

/** Changes an employee; a request without `photo_image` keeps the photo. */
export async function updateSettingsEmployee(db: Db, organizationId: string, id: string, employee: EmployeeRequest) {
  await db.query(
    `UPDATE employees SET first_name = $3, last_name = $4, display_name = $5, selectable = $6,
            photo_image_id = CASE WHEN $8 THEN $7::uuid ELSE photo_image_id END
      WHERE organization_id = $1 AND id = $2`,
    [
      organizationId,
      id,
      employee.first_name,
      employee.last_name,
      employee.display_name || null,
      employee.selectable,
      employee.photo_image ?? null,
      employee.photo_image !== undefined,
    ],
  );
}

export async function markEmployeeRemoved(db: Db, organizationId: string, id: string, now: Date) {
  await db.query('UPDATE employees SET removed_at = $3 WHERE organization_id = $1 AND id = $2', [
    organizationId,
    id,
    now,
  ]);
}

/** What the team editor chooses from: the organization's branches and services, in its order. */
export async function listTeamChoices(db: Db, organizationId: string) {
  const branches = await db.query<{ id: string; slug: string; name: string; timezone: string }>(
    'SELECT id, slug, name, timezone FROM branches WHERE organization_id = $1 ORDER BY position, name',
    [organizationId],
  );
  const services = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM services WHERE organization_id = $1 ORDER BY position, name',
    [organizationId],
  );
  return { branches, services };
}
