import { loaderApi } from '@booking/shared/api-client/api-access';
import { findBranch } from '@booking/shared/api-client/find-branch';
import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { listBranches } from '@booking/shared/contract/operations/branches';
import { listServices } from '@booking/shared/contract/operations/merchant';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { guardStep } from '../../../common/flow/step-guard';

/**
 * The draft's contact as last typed, else as accepted (to fill the form again), the
 * branch's country (the phone's default calling code), and what the held slot is for (the
 * summary above the form).
 */
export async function contactLoader({ params, request, context }: LoaderFunctionArgs) {
  const guarded = guardStep(params, 'contact');
  if (guarded instanceof Response) return guarded;
  const organization = params.organization ?? '';
  const options = { ...loaderApi(context), signal: request.signal };
  const [body, services] = await Promise.all([
    loadOrThrow(listBranches, { params: { organization } }, options),
    loadOrThrow(listServices, { params: { organization, branch: params.branch ?? '' } }, options),
  ]);
  const branch = findBranch(body.results.branches, params.branch);
  const { contact, contactTyped, hold } = guarded.draft;
  return {
    contact: contactTyped ?? contact,
    country: branch.country,
    branch,
    hold,
    services: services.results.services,
  };
}
