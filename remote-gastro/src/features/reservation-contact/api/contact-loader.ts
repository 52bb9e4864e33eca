import { type LoaderFunctionArgs, redirect } from '@booking/shared/router';
import { branchLoader } from '../../../common/branch/branch-loader';
import { reservationDraftStore } from '../../../common/flow/reservation-draft';
import { redirectTarget } from '../../../common/flow/reservation-steps';

/** A deep link without a chosen time goes to the details step; otherwise the branch (its country). */
export async function contactLoader(args: LoaderFunctionArgs) {
  const { organization = '', branch = '' } = args.params;
  const target = redirectTarget(
    organization,
    branch,
    reservationDraftStore(organization, branch).getState().draft,
    'contact',
  );
  if (target) throw redirect(target);
  return { branch: await branchLoader(args) };
}
