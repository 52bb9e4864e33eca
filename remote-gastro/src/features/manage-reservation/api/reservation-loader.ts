import { type ApiAccess, loaderApi } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { loaderOrigin } from '@booking/shared/api-client/loader-context';
import { cancelReservation, getReservation } from '@booking/shared/contract/operations/reservations';
import { secretTokenSchema } from '@booking/shared/contract/tokens';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import * as z from 'zod/mini';

/** The reservation behind a manage link (also a cancelled or past one); an unknown token is not found. */
export async function reservationLoader({ params, request, context }: LoaderFunctionArgs) {
  const organization = params.organization ?? '';
  const token = params.token ?? '';
  // A path that is no manage link at all is the not-found view (the API would refuse it as
  // input, and the guest would get the generic error); a well-formed unknown token is a link
  // that is not valid (invalid-link-route).
  if (!z.safeParse(secretTokenSchema, token).success)
    throw new Response(null, { status: 404, statusText: 'not_found' });
  const body = await loadOrThrow(
    getReservation,
    { params: { organization, token } },
    { ...loaderApi(context), signal: request.signal },
  );
  return { reservation: body.results.reservation, token };
}

/** After a reschedule: the reservation and the page's origin, which spells its manage link out in full. */
export async function rescheduledLoader(args: LoaderFunctionArgs) {
  return { ...(await reservationLoader(args)), origin: loaderOrigin(args.context) };
}

export function sendCancel(api: ApiAccess, organization: string, token: string) {
  return call(cancelReservation, { params: { organization, token } }, api);
}
