import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import { mergeCustomer as mergeCustomerOperation } from '@booking/shared/contract/operations/customers';

/** Merges the record `mergedId` into `keptId`: its bookings move there and it is deleted. */
export function mergeCustomer(api: ApiAccess, keptId: string, mergedId: string) {
  return call(mergeCustomerOperation, { params: { customer: keptId }, body: { customer_id: mergedId } }, api);
}
