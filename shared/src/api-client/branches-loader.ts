import type { LoaderFunctionArgs } from '@booking/shared/router';
import type { Branch } from '../contract/branches';
import { listBranches } from '../contract/operations/branches';
import { loaderApi } from './api-access';
import { loadOrThrow } from './load-or-throw';

/** Route loader for `/{organization}`, the branch choice every vertical starts with. */
export async function branchesLoader({ params, request, context }: LoaderFunctionArgs): Promise<Branch[]> {
  const body = await loadOrThrow(
    listBranches,
    { params: { organization: params.organization ?? '' } },
    { ...loaderApi(context), signal: request.signal },
  );
  return body.results.branches;
}
