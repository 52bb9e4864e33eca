import { branchesLoader } from '@booking/shared/api-client/branches-loader';
import type { Branch } from '@booking/shared/contract/branches';
import type { LoaderFunctionArgs } from '@booking/shared/router';

/** The chosen location, or not_found when the slug names none of the merchant's branches. */
export async function branchLoader(args: LoaderFunctionArgs): Promise<Branch> {
  const branch = (await branchesLoader(args)).find((candidate) => candidate.slug === args.params.branch);
  if (!branch) throw new Response(null, { status: 404, statusText: 'branch_not_found' });
  return branch;
}
