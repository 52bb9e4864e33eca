import type { ServiceCategory, ServiceRequest, ServiceSetting } from '@booking/shared/contract/service-settings';
import * as z from 'zod/mini';
import { merchantCurrency } from '../domain/money/merchant-currency';
import { type Db, SQLSTATE, sqlState } from './db';
import { setEmployeesOfService } from './employee-service-repo';
import { jsonColumn } from './json-column';
import { setBranchesOfService } from './service-repo';

const SERVICE_COLUMNS = `s.id, s.category_id, s.name, s.description, s.duration_minutes, s.price_minor,
  s.online_bookable, s.buffer_after_minutes, s.position,
  (SELECT coalesce(json_agg(bs.branch_id ORDER BY bs.branch_id), '[]') FROM branch_services bs WHERE bs.service_id = s.id) AS branch_ids,
  (SELECT coalesce(json_agg(es.employee_id ORDER BY es.employee_id), '[]') FROM employee_services es WHERE es.service_id = s.id) AS employee_ids,
  (SELECT count(*)::int FROM appointments a
    WHERE a.organization_id = s.organization_id AND a.status <> 'cancelled' AND upper(a.during) > $2
      AND a.services @> jsonb_build_array(jsonb_build_object('id', s.id::text))) AS future_appointments`;

type ServiceRow = Omit<ServiceSetting, 'branch_ids' | 'employee_ids'> & { branch_ids: unknown; employee_ids: unknown };
const idsSchema = z.array(z.string());
const toService = (row: ServiceRow): ServiceSetting => ({
  ...row,
  branch_ids: jsonColumn(idsSchema, row.branch_ids),
  employee_ids: jsonColumn(idsSchema, row.employee_ids),
});

/** Categories in order and the services of each in order, as the owner's services screen lists them. */
export async function loadServiceSettings(db: Db, organizationId: string, now: Date) {
  const [organization] = await db.query<{ currency: string | null }>(
    'SELECT currency FROM organizations WHERE id = $1',
    [organizationId],
  );
  const categories = await db.query<ServiceCategory>(
    'SELECT id, name, position FROM service_categories WHERE organization_id = $1 ORDER BY position, name',
    [organizationId],
  );
  const services = await db.query<ServiceRow>(
    `SELECT ${SERVICE_COLUMNS} FROM services s WHERE s.organization_id = $1 ORDER BY s.position, s.name`,
    [organizationId, now],
  );
  const branches = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM branches WHERE organization_id = $1 ORDER BY name',
    [organizationId],
  );
  const employees = await db.query<{ id: string; first_name: string; last_name: string }>(
    'SELECT id, first_name, last_name FROM employees WHERE organization_id = $1 ORDER BY position, last_name, first_name',
    [organizationId],
  );
  return {
    currency: merchantCurrency(organization?.currency ?? null),
    categories,
    services: services.map(toService),
    branches,
    employees,
  };
}

export async function findServiceSetting(
  db: Db,
  organizationId: string,
  serviceId: string,
  now: Date,
): Promise<ServiceSetting | null> {
  const [row] = await db.query<ServiceRow>(
    `SELECT ${SERVICE_COLUMNS} FROM services s WHERE s.organization_id = $1 AND s.id = $3`,
    [organizationId, now, serviceId],
  );
  return row ? toService(row) : null;
}

/** A category's row, or `name_taken` when the organization has one of that name. */
export async function saveCategory(
  db: Db,
  organizationId: string,
  category: { id: string | null; name: string },
): Promise<ServiceCategory | 'name_taken' | null> {
  try {
    return await db.savepoint(async (tx) => {
      const [row] = category.id
        ? await tx.query<ServiceCategory>(
            `UPDATE service_categories SET name = $3 WHERE organization_id = $1 AND id = $2
             RETURNING id, name, position`,
            [organizationId, category.id, category.name],
          )
        : await tx.query<ServiceCategory>(
            `INSERT INTO service_categories (organization_id, name, position)
             SELECT $1, $2, coalesce(max(position) + 1, 0) FROM service_categories WHERE organization_id = $1
             RETURNING id, name, position`,
            [organizationId, category.name],
          );
      return row ?? null;
    });
  } catch (error) {
    if (sqlState(error) === SQLSTATE.uniqueViolation) return 'name_taken';
    throw error;
  }
}

export async function deleteCategory(
  db: Db,
  organizationId: string,
  categoryId: string,
): Promise<'deleted' | 'not_found' | 'not_empty'> {
  const [row] = await db.query<{ services: number }>(
    `SELECT (SELECT count(*)::int FROM services s WHERE s.category_id = c.id) AS services
       FROM service_categories c WHERE c.organization_id = $1 AND c.id = $2`,
    [organizationId, categoryId],
  );
  if (!row) return 'not_found';
  if (row.services > 0) return 'not_empty';
  await db.query('DELETE FROM service_categories WHERE organization_id = $1 AND id = $2', [organizationId, categoryId]);
  return 'deleted';
}

/** The ids of the rows an order request must name: a category's services, or all categories. */
export async function orderableIds(db: Db, organizationId: string, categoryId: string | null): Promise<string[]> {
  const rows = categoryId
    ? await db.query<{ id: string }>('SELECT id FROM services WHERE organization_id = $1 AND category_id = $2', [
        organizationId,
        categoryId,
      ])
    : await db.query<{ id: string }>('SELECT id FROM service_categories WHERE organization_id = $1', [organizationId]);
  return rows.map((row) => row.id);
}

/** Numbers the rows 0, 1, 2, ... in the given order (the ids were checked against `orderableIds`). */
export async function savePositions(
  db: Db,
  organizationId: string,
  table: 'services' | 'service_categories',
  orderedIds: readonly string[],
): Promise<void> {
  await db.query(
    `UPDATE ${table} t SET position = o.n - 1
       FROM unnest(string_to_array($2, ',')::uuid[]) WITH ORDINALITY AS o(id, n)
      WHERE t.organization_id = $1 AND t.id = o.id`,
    [organizationId, orderedIds.join(',')],
  );
}

/** Inserts (id null: at the end of its category) or updates a service with its branches and employees. */
export async function saveService(
  db: Db,
  organizationId: string,
  id: string | null,
  service: ServiceRequest,
): Promise<string | null> {
  const values = [
    organizationId,
    service.category_id,
    service.name,
    service.description || null,
    service.duration_minutes,
    service.price_minor,
    service.online_bookable,
    service.buffer_after_minutes,
  ];
  const [row] = id
    ? await db.query<{ id: string }>(
        `UPDATE services SET category_id = $2, name = $3, description = $4, duration_minutes = $5,
                price_minor = $6, online_bookable = $7, buffer_after_minutes = $8,
                position = CASE WHEN category_id = $2 THEN position
                  ELSE (SELECT coalesce(max(position) + 1, 0) FROM services WHERE category_id = $2) END
          WHERE organization_id = $1 AND id = $9 RETURNING id`,
        [...values, id],
      )
    : await db.query<{ id: string }>(
        `INSERT INTO services (organization_id, category_id, name, description, duration_minutes, price_minor,
                               online_bookable, buffer_after_minutes, position)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, coalesce(max(position) + 1, 0) FROM services WHERE category_id = $2
         RETURNING id`,
        values,
      );
  if (!row) return null;
  await setBranchesOfService(db, organizationId, row.id, service.branch_ids);
  await setEmployeesOfService(db, organizationId, row.id, service.employee_ids);
  return row.id;
}

/** Deletes a service unless booked appointments of it are still to come. */
export async function deleteService(
  db: Db,
  organizationId: string,
  serviceId: string,
  now: Date,
): Promise<'deleted' | 'not_found' | 'has_future_appointments'> {
  const service = await findServiceSetting(db, organizationId, serviceId, now);
  if (!service) return 'not_found';
  if (service.future_appointments > 0) return 'has_future_appointments';
  await db.query('DELETE FROM services WHERE organization_id = $1 AND id = $2', [organizationId, serviceId]);
  return 'deleted';
}
