import { call } from '@booking/shared/api-client/call';
import { createReservation } from '@booking/shared/contract/operations/reservations';
import type { CreateReservationRequest } from '@booking/shared/contract/reservations';
import { getApiBase } from '@booking/shared/stores/runtime-env';

/** POST the reservation once; the key makes a retry of the same request reserve nothing new. */
export function sendReservation(
  place: { organization: string; branch: string },
  idempotencyKey: string,
  body: CreateReservationRequest,
) {
  return call(
    createReservation,
    { params: place, headers: { 'idempotency-key': idempotencyKey }, body },
    { apiBase: getApiBase() },
  );
}
