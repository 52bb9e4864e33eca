import { listCustomers } from '@booking/shared/contract/operations/customers';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { getStaffBranch } from '../../../common/staff-page/staff-branch';
import { staffLoad } from '../../../common/staff-page/staff-load';
import { readListSearch, toListQuery } from '../domain/list-search';

/** The list page: its branch, the search as the URL has it, and that page of customers. */
export async function customersLoader({ request, params }: LoaderFunctionArgs) {
  const search = readListSearch(new URL(request.url).searchParams);
  // The branch's country reads a phone typed nationally, so the list waits for the branch.
  const branch = await getStaffBranch(params.branch, request.signal);
  const list = await staffLoad(listCustomers, { query: toListQuery(search, branch.country) }, request.signal);
  return { branch, search, list: list.results };
}
