import type { LoaderFunctionArgs } from '@booking/shared/router';
import { getApiBase } from '@booking/shared/stores/runtime-env';
import { type Branch, branchListResponseSchema } from '../contract/branches';
import { endpoints } from './endpoints';
import { loadOrThrow } from './load-or-throw';

/** Route loader for `/{organization}`, the branch choice every vertical starts with. */
export async function branchesLoader({ params, request }: LoaderFunctionArgs): Promise<Branch[]> {
  const url = endpoints.branches(getApiBase(), params.organization ?? '');
  const body = await loadOrThrow(url, branchListResponseSchema, request.signal);
  return body.results.branches;
}
