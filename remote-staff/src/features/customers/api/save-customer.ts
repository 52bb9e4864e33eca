import type { CustomerRequest } from '@booking/shared/contract/customers';
import { createCustomer, updateCustomer } from '@booking/shared/contract/operations/customers';
import { staffCall } from '../../../ui/staff-page/staff-load';
import { type SaveOutcome, saveOutcome } from '../domain/save-outcome';

/** Adds a customer, or sends a stored one's whole record again. */
export async function saveCustomer(id: string | null, body: CustomerRequest): Promise<SaveOutcome> {
  const result = id
    ? await staffCall(updateCustomer, { params: { customer: id }, body })
    : await staffCall(createCustomer, { body });
  return saveOutcome(result);
}
