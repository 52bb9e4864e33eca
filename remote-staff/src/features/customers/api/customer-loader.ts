import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { getCustomer } from '@booking/shared/contract/operations/customers';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';
import { getStaffBranch, getStaffFrame } from '../../../common/staff-page/staff-branch';

/** The customer page: the record with its appointments and reservations (a deleted one is not found). */
export async function customerLoader({ request, params, context }: LoaderFunctionArgs) {
  const api = staffLoaderApi(context, request.signal);
  const [{ branch, role }, detail] = await Promise.all([
    getStaffFrame(api, params.branch),
    loadOrThrow(getCustomer, { params: { customer: params.customer ?? '' } }, api),
  ]);
  return { branch, role, ...detail.results };
}

/** The new-customer page needs only its branch (its country starts the phone and address fields). */
export async function newCustomerLoader({ request, params, context }: LoaderFunctionArgs) {
  const api = staffLoaderApi(context, request.signal);
  return { branch: await getStaffBranch(api, params.branch) };
}
