import type { CustomerRequestParsed } from '@booking/shared/contract/customers';
import { CUSTOMER_UNIQUE, type CustomerRecord, insertCustomer, updateCustomer } from '../db/customer-repo';
import { type Db, SQLSTATE, sqlState, violatedConstraint } from '../db/db';
import { customerValues } from '../domain/customers/customer-values';
import type { DomainError, Result } from '../domain/result';

/**
 * Staff create or change a customer record. A taken email or customer number is found by the
 * unique indexes themselves (two staff saving at once cannot both pass a check) and answered
 * at its field: 400 with `email_taken` or `customer_number_taken`.
 */
export async function saveCustomer(
  db: Db,
  organizationId: string,
  input: CustomerRequestParsed,
  now: Date,
  id?: string,
): Promise<Result<CustomerRecord, DomainError>> {
  const values = customerValues(input);
  try {
    const saved = await db.savepoint((tx) =>
      id ? updateCustomer(tx, organizationId, id, values, now) : insertCustomer(tx, organizationId, values, now),
    );
    if (!saved) return { ok: false, error: { code: 'customer_not_found' } };
    return { ok: true, value: saved };
  } catch (error) {
    if (sqlState(error) !== SQLSTATE.uniqueViolation) throw error;
    const field = CUSTOMER_UNIQUE[violatedConstraint(error) as keyof typeof CUSTOMER_UNIQUE];
    if (!field) throw error;
    const code = field === 'email' ? 'email_taken' : 'customer_number_taken';
    return { ok: false, error: { code: 'invalid_input', fields: { [field]: [{ code }] } } };
  }
}
