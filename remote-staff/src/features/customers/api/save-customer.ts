import type { CustomerRequest } from '@booking/shared/contract/customers';
import { createCustomer, updateCustomer } from '@booking/shared/contract/operations/customers';
import { staffCall } from '../../../common/staff-page/staff-load';

/** Adds a customer, or sends a stored one's whole record again. */
export function saveCustomer(id: string | null, body: CustomerRequest) {
  return id ? staffCall(updateCustomer, { params: { customer: id }, body }) : staffCall(createCustomer, { body });
}
