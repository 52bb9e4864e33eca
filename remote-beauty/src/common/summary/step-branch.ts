import { branchBySlug } from '@booking/shared/api-client/find-branch';
import type { LoadOptions } from '@booking/shared/api-client/load-or-throw';
import { loadOrFailure } from '@booking/shared/api-client/loaded';
import type { Branch } from '@booking/shared/contract/branches';
import { listBranches } from '@booking/shared/contract/operations/branches';

/**
 * The branch a step books at, for the line under its heading. A list that cannot be read
 * leaves the line out rather than the step: the services and times are what the step is for.
 */
export async function stepBranch(organization: string, slug: string, options: LoadOptions): Promise<Branch | null> {
  const loaded = await loadOrFailure(listBranches, { params: { organization } }, options);
  return loaded.ok ? branchBySlug(loaded.data.results.branches, slug) : null;
}
