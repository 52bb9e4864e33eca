import type { CustomerSummary } from '@booking/shared/contract/customers';
import type { Db } from './db';

/**
 * Other live customers of the organization with this phone, oldest first: the records a
 * customer's page names as "same phone as", to merge when they are one person.
 */
export async function findSamePhoneCustomers(
  db: Db,
  organizationId: string,
  customer: { id: string; phone: string | null },
  limit: number,
): Promise<CustomerSummary[]> {
  if (!customer.phone) return [];
  return db.query<CustomerSummary>(
    `SELECT id, customer_number, first_name, last_name FROM customers
      WHERE organization_id = $1 AND phone = $2 AND id <> $3 AND deleted_at IS NULL
      ORDER BY created_at, id LIMIT $4`,
    [organizationId, customer.phone, customer.id, limit],
  );
}

/**
 * Moves every appointment and reservation of one customer to another of the organization.
 * They read `matched` afterwards, as a staff link does: none is the kept record's first
 * booking. Cancelled and past ones move too, so the kept record has the whole history.
 */
export async function moveCustomerBookings(db: Db, organizationId: string, fromId: string, toId: string) {
  for (const table of ['appointments', 'reservations'] as const) {
    await db.query(
      `UPDATE ${table} SET customer_id = $3, customer_match = 'matched'
        WHERE organization_id = $1 AND customer_id = $2`,
      [organizationId, fromId, toId],
    );
  }
}
