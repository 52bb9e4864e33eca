import type { Service } from '@booking/shared/contract/services';
import type { Db } from './db';
import { setEmployeesOfService } from './employee-service-repo';
import { insertRow } from './insert-row';

export type NewService = {
  /** The category's name: found, or added at position 0 (seeds and tests name categories). */
  category: string;
  name: string;
  description?: string | null;
  durationMinutes: number;
  priceMinor: number;
  position?: number;
  onlineBookable?: boolean;
  bufferAfterMinutes?: number;
  /** Branches that offer it. */
  branchIds: readonly string[];
  /** Employees who perform it. */
  employeeIds?: readonly string[];
};

/** The category of that name, added if the organization has none yet. */
export async function categoryNamed(db: Db, organizationId: string, name: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO service_categories (organization_id, name) VALUES ($1, $2)
     ON CONFLICT (organization_id, name) DO UPDATE SET name = EXCLUDED.name
     RETURNING id`,
    [organizationId, name],
  );
  if (!row) throw new Error('categoryNamed: no row');
  return row.id;
}

export async function insertService(db: Db, organizationId: string, service: NewService): Promise<{ id: string }> {
  const { id } = await insertRow<{ id: string }>(db, 'services', {
    organization_id: organizationId,
    category_id: await categoryNamed(db, organizationId, service.category),
    name: service.name,
    description: service.description,
    duration_minutes: service.durationMinutes,
    price_minor: service.priceMinor,
    position: service.position,
    online_bookable: service.onlineBookable,
    buffer_after_minutes: service.bufferAfterMinutes,
  });
  await setBranchesOfService(db, organizationId, id, service.branchIds);
  if (service.employeeIds) await setEmployeesOfService(db, organizationId, id, service.employeeIds);
  return { id };
}

/** Replaces the branches that offer a service. */
export async function setBranchesOfService(
  db: Db,
  organizationId: string,
  serviceId: string,
  branchIds: readonly string[],
): Promise<void> {
  await db.query('DELETE FROM branch_services WHERE organization_id = $1 AND service_id = $2', [
    organizationId,
    serviceId,
  ]);
  for (const branchId of new Set(branchIds)) {
    await db.query('INSERT INTO branch_services (organization_id, branch_id, service_id) VALUES ($1, $2, $3)', [
      organizationId,
      branchId,
      serviceId,
    ]);
  }
}

type ServiceRow = Omit<Service, 'price'> & { price_minor: number };

/**
 * Services a branch offers online, by the owner's order of categories, then of services;
 * prices in the merchant's `currency`. Read on every request, never cached: a saved change
 * is in the next answer.
 */
export async function listBranchServices(db: Db, branchId: string, currency: string): Promise<Service[]> {
  const rows = await db.query<ServiceRow>(
    `SELECT s.id, s.name, c.name AS category, s.description, s.duration_minutes, s.price_minor
       FROM services s
       JOIN service_categories c ON c.id = s.category_id
       JOIN branch_services bs ON bs.service_id = s.id
      WHERE bs.branch_id = $1 AND s.online_bookable
      ORDER BY c.position, c.name, s.position, s.name`,
    [branchId],
  );
  return rows.map(({ price_minor, ...service }) => ({ ...service, price: { amount_minor: price_minor, currency } }));
}
