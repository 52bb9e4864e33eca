import { type LoaderFunctionArgs, redirect } from '@booking/shared/router';
import type { Branch } from '../contract/branches';
import { branchesLoader } from './branches-loader';

/**
 * Route loader for `/{organization}`: the branches to choose from. A merchant with a single
 * branch has nothing to choose, so the visitor goes straight to it (its path redirects on to
 * the vertical's flow), as if they had chosen it.
 */
export async function branchChoiceLoader(args: LoaderFunctionArgs): Promise<Branch[]> {
  const branches = await branchesLoader(args);
  const [only] = branches;
  if (branches.length === 1 && only) throw redirect(`/${args.params.organization}/${only.slug}`);
  return branches;
}
