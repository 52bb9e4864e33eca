import { deleteCustomer as deleteCustomerOperation } from '@booking/shared/contract/operations/customers';
import { staffCall } from '../../../common/staff-page/staff-load';

export function deleteCustomer(id: string) {
  return staffCall(deleteCustomerOperation, { params: { customer: id } });
}
