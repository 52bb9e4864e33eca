import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import { deleteCustomer as deleteCustomerOperation } from '@booking/shared/contract/operations/customers';

export function deleteCustomer(api: ApiAccess, id: string) {
  return call(deleteCustomerOperation, { params: { customer: id } }, api);
}
