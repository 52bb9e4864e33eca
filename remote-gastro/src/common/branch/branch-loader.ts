import { branchesLoader } from '@booking/shared/api-client/branches-loader';
import { findBranch } from '@booking/shared/api-client/find-branch';
import type { Branch } from '@booking/shared/contract/branches';
import type { LoaderFunctionArgs } from '@booking/shared/router';

/** The chosen location, or not_found when the slug names none of the merchant's branches. */
export async function branchLoader(args: LoaderFunctionArgs): Promise<Branch> {
  return findBranch(await branchesLoader(args), args.params.branch);
}
