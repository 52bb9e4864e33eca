import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import { createReservation } from '@booking/shared/contract/operations/reservations';
import type { CreateReservationRequest } from '@booking/shared/contract/reservations';

/** POST the reservation once; the key makes a retry of the same request reserve nothing new. */
export function sendReservation(
  api: ApiAccess,
  place: { organization: string; branch: string },
  idempotencyKey: string,
  body: CreateReservationRequest,
) {
  return call(createReservation, { params: place, headers: { 'idempotency-key': idempotencyKey }, body }, api);
}
