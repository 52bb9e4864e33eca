import { loaderApi } from '@booking/shared/api-client/api-access';
import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { getBookingPolicy, listServices } from '@booking/shared/contract/operations/merchant';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { guardStep } from '../../../common/flow/step-guard';

/** The booking step needs the chosen services' names and prices and the policy it agrees to. */
export async function bookingLoader({ params, request, context }: LoaderFunctionArgs) {
  const guarded = guardStep(params, 'booking');
  if (guarded instanceof Response) return guarded;
  const options = { ...loaderApi(context), signal: request.signal };
  const organization = params.organization ?? '';
  const [services, policy] = await Promise.all([
    loadOrThrow(listServices, { params: { organization, branch: params.branch ?? '' } }, options),
    loadOrThrow(getBookingPolicy, { params: { organization } }, options),
  ]);
  return { services: services.results.services, policy: policy.results.policy };
}
