import type { LoaderFunctionArgs } from '@booking/shared/router';
import { getApiBase } from '@booking/shared/stores/runtime-env';
import type { Branch } from '../contract/branches';
import { listBranches } from '../contract/operations/branches';
import { loadOrThrow } from './load-or-throw';

/** Route loader for `/{organization}`, the branch choice every vertical starts with. */
export async function branchesLoader({ params, request }: LoaderFunctionArgs): Promise<Branch[]> {
  const body = await loadOrThrow(
    listBranches,
    { params: { organization: params.organization ?? '' } },
    { apiBase: getApiBase(), signal: request.signal },
  );
  return body.results.branches;
}
