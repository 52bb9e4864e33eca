import { getCustomer } from '@booking/shared/contract/operations/customers';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { getStaffBranch } from '../../../common/staff-page/staff-branch';
import { staffLoad } from '../../../common/staff-page/staff-load';

/** The customer page: the record with its appointments and reservations (a deleted one is not found). */
export async function customerLoader({ request, params }: LoaderFunctionArgs) {
  const [branch, detail] = await Promise.all([
    getStaffBranch(params.branch, request.signal),
    staffLoad(getCustomer, { params: { customer: params.customer ?? '' } }, request.signal),
  ]);
  return { branch, ...detail.results };
}

/** The new-customer page needs only its branch (its country starts the phone and address fields). */
export async function newCustomerLoader({ request, params }: LoaderFunctionArgs) {
  return { branch: await getStaffBranch(params.branch, request.signal) };
}
