import { listCustomers } from '@booking/shared/contract/operations/customers';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { getStaffBranch } from '../../../common/staff-page/staff-branch';
import { staffLoad } from '../../../common/staff-page/staff-load';
import { readListSearch, toListQuery } from '../domain/list-search';

/** The list page: its branch, the search as the URL has it, and that page of customers. */
export async function customersLoader({ request, params }: LoaderFunctionArgs) {
  const search = readListSearch(new URL(request.url).searchParams);
  const [branch, list] = await Promise.all([
    getStaffBranch(params.branch, request.signal),
    staffLoad(listCustomers, { query: toListQuery(search) }, request.signal),
  ]);
  return { branch, search, list: list.results };
}
