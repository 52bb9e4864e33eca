import { loaderApi } from '@booking/shared/api-client/api-access';
import { findBranch } from '@booking/shared/api-client/find-branch';
import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { listBranches } from '@booking/shared/contract/operations/branches';
import { getBookingPolicy, listServices } from '@booking/shared/contract/operations/merchant';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { guardStep } from '../../../common/flow/step-guard';

/** The booking step needs the chosen services' names and prices, the branch, and the policy it agrees to. */
export async function bookingLoader({ params, request, context }: LoaderFunctionArgs) {
  const guarded = guardStep(params, 'booking');
  if (guarded instanceof Response) return guarded;
  const options = { ...loaderApi(context), signal: request.signal };
  const organization = params.organization ?? '';
  const [services, policy, branches] = await Promise.all([
    loadOrThrow(listServices, { params: { organization, branch: params.branch ?? '' } }, options),
    loadOrThrow(getBookingPolicy, { params: { organization } }, options),
    loadOrThrow(listBranches, { params: { organization } }, options),
  ]);
  return {
    services: services.results.services,
    policy: policy.results.policy,
    branch: findBranch(branches.results.branches, params.branch),
  };
}
