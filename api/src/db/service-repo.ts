import type { Service } from '@booking/shared/contract/services';
import type { Db } from './db';
import { insertRow } from './insert-row';

export type NewService = {
  category: string;
  name: string;
  description?: string | null;
  durationMinutes: number;
  priceMinor: number;
  position?: number;
  /** Branches that offer it. */
  branchIds: readonly string[];
};

export async function insertService(db: Db, organizationId: string, service: NewService): Promise<{ id: string }> {
  const { id } = await insertRow<{ id: string }>(db, 'services', {
    organization_id: organizationId,
    category: service.category,
    name: service.name,
    description: service.description,
    duration_minutes: service.durationMinutes,
    price_minor: service.priceMinor,
    position: service.position,
  });
  for (const branchId of service.branchIds) {
    await db.query('INSERT INTO branch_services (organization_id, branch_id, service_id) VALUES ($1, $2, $3)', [
      organizationId,
      branchId,
      id,
    ]);
  }
  return { id };
}

type ServiceRow = Omit<Service, 'price'> & { price_minor: number };

/** Services a branch offers, by category then position; prices in the merchant's `currency`. */
export async function listBranchServices(db: Db, branchId: string, currency: string): Promise<Service[]> {
  const rows = await db.query<ServiceRow>(
    `SELECT s.id, s.name, s.category, s.description, s.duration_minutes, s.price_minor
       FROM services s
       JOIN branch_services bs ON bs.service_id = s.id
      WHERE bs.branch_id = $1
      ORDER BY s.category, s.position, s.name`,
    [branchId],
  );
  return rows.map(({ price_minor, ...service }) => ({ ...service, price: { amount_minor: price_minor, currency } }));
}
