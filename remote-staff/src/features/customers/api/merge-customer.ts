import { mergeCustomer as mergeCustomerOperation } from '@booking/shared/contract/operations/customers';
import { staffCall } from '../../../common/staff-page/staff-load';

/** Merges the record `mergedId` into `keptId`: its bookings move there and it is deleted. */
export function mergeCustomer(keptId: string, mergedId: string) {
  return staffCall(mergeCustomerOperation, { params: { customer: keptId }, body: { customer_id: mergedId } });
}
