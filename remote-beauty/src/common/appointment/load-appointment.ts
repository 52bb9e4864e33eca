import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import type { Appointment } from '@booking/shared/contract/appointments';
import { getAppointment } from '@booking/shared/contract/operations/manage';
import { secretTokenSchema } from '@booking/shared/contract/tokens';
import * as z from 'zod/mini';

/**
 * The appointment of a manage token, for the manage link's loaders. A path that is no manage
 * link at all (`/demo-salon/mitte/no-such-step`) is the not-found view, asked of nobody; a
 * well-formed token the API does not know is the API's `appointment_not_found`, a link that is
 * not valid (invalid-link-route).
 */
export async function loadAppointment(
  api: ApiAccess,
  organization: string,
  token: string,
  signal: AbortSignal,
): Promise<Appointment> {
  if (!z.safeParse(secretTokenSchema, token).success)
    throw new Response(null, { status: 404, statusText: 'not_found' });
  const body = await loadOrThrow(getAppointment, { params: { organization, token } }, { ...api, signal });
  return body.results.appointment;
}
