import { loaderApi } from '@booking/shared/api-client/api-access';
import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { getBookingPolicy } from '@booking/shared/contract/operations/merchant';
import { type LoaderFunctionArgs, redirect } from '@booking/shared/router';
import { branchLoader } from '../../../common/branch/branch-loader';
import { reservationDraftStore } from '../../../common/flow/reservation-draft';
import { redirectTarget } from '../../../common/flow/reservation-steps';

/** Without a time or a contact, the first missing step; otherwise the branch and the policy to show. */
export async function confirmLoader(args: LoaderFunctionArgs) {
  const { organization = '', branch = '' } = args.params;
  const target = redirectTarget(
    organization,
    branch,
    reservationDraftStore(organization, branch).getState().draft,
    'confirm',
  );
  if (target) throw redirect(target);
  const [place, policy] = await Promise.all([
    branchLoader(args),
    loadOrThrow(
      getBookingPolicy,
      { params: { organization } },
      { ...loaderApi(args.context), signal: args.request.signal },
    ),
  ]);
  return { branch: place, policy: policy.results.policy };
}
