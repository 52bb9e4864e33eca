import { moveCustomerBookings } from '../db/customer-merge-repo';
import { type CustomerRecord, deleteCustomer, lockLiveCustomers, updateCustomer } from '../db/customer-repo';
import type { Db } from '../db/db';
import type { CustomerValues } from '../domain/customers/customer-values';
import { mergedValues } from '../domain/customers/merged-values';
import type { DomainError, Result } from '../domain/result';

const valuesOf = (record: CustomerRecord): CustomerValues => ({
  first_name: record.first_name,
  last_name: record.last_name,
  email: record.email,
  phone: record.phone,
  addresses: record.addresses,
  birthday: record.birthday,
  gender: record.gender,
  company: record.company,
  b2b: record.b2b,
  newsletter: record.newsletter,
  reminders: record.reminders,
  comment: record.comment,
  customer_number: record.customer_number,
});

/**
 * Staff merge the record `mergedId` into `keptId`, one transaction: both are locked (a booking
 * matched to either commits first or looks again afterwards), the merged one's appointments
 * and reservations move to the kept one, the merged one is deleted (its email is freed), then
 * the kept one takes the fields it left empty (`mergedValues`). Either record missing, deleted
 * or of another organization is `customer_not_found`; nothing changes then.
 */
export async function mergeCustomers(
  db: Db,
  organizationId: string,
  keptId: string,
  mergedId: string,
  now: Date,
): Promise<Result<CustomerRecord, DomainError>> {
  if (keptId === mergedId) {
    return { ok: false, error: { code: 'invalid_input', fields: { customer_id: [{ code: 'invalid_value' }] } } };
  }
  return db.transaction(async (tx) => {
    const locked = await lockLiveCustomers(tx, organizationId, [keptId, mergedId]);
    const kept = locked.find((c) => c.id === keptId);
    const merged = locked.find((c) => c.id === mergedId);
    if (!kept || !merged) return { ok: false, error: { code: 'customer_not_found' } };
    await moveCustomerBookings(tx, organizationId, merged.id, kept.id);
    await deleteCustomer(tx, organizationId, merged.id, now);
    const saved = await updateCustomer(
      tx,
      organizationId,
      kept.id,
      mergedValues(valuesOf(kept), valuesOf(merged)),
      now,
    );
    if (!saved) throw new Error('a locked customer was not found again');
    return { ok: true, value: saved };
  });
}
