import { branchesLoader } from '@booking/shared/api-client/branches-loader';
import type { Branch } from '@booking/shared/contract/branches';
import type { LoaderFunctionArgs } from '@booking/shared/router';

/** The restaurant's locations, for their phone numbers and addresses. */
export async function unavailableLoader(args: LoaderFunctionArgs): Promise<Branch[]> {
  return branchesLoader(args);
}
