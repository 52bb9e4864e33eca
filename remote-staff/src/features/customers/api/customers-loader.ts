import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { listCustomers } from '@booking/shared/contract/operations/customers';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';
import { getStaffBranch } from '../../../common/staff-page/staff-branch';
import { readListSearch, toListQuery } from '../domain/list-search';

/** The list page: its branch, the search as the URL has it, and that page of customers. */
export async function customersLoader({ request, params, context }: LoaderFunctionArgs) {
  const api = staffLoaderApi(context, request.signal);
  const search = readListSearch(new URL(request.url).searchParams);
  // The branch's country reads a phone typed nationally, so the list waits for the branch.
  const branch = await getStaffBranch(api, params.branch);
  const list = await loadOrThrow(listCustomers, { query: toListQuery(search, branch.country) }, api);
  return { branch, search, list: list.results };
}
