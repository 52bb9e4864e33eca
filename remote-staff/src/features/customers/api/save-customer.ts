import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import type { CustomerRequest } from '@booking/shared/contract/customers';
import { createCustomer, updateCustomer } from '@booking/shared/contract/operations/customers';

/** Adds a customer, or sends a stored one's whole record again. */
export function saveCustomer(api: ApiAccess, id: string | null, body: CustomerRequest) {
  return id ? call(updateCustomer, { params: { customer: id }, body }, api) : call(createCustomer, { body }, api);
}
