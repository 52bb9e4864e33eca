import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import type { CreateAppointmentRequest } from '@booking/shared/contract/appointment-requests';
import { createAppointment } from '@booking/shared/contract/operations/booking';

/** POST the booking once; the caller repeats it with the same key only on the customer's Retry. */
export function createBooking(
  api: ApiAccess,
  organization: string,
  branch: string,
  key: string,
  body: CreateAppointmentRequest,
) {
  return call(createAppointment, { params: { organization, branch }, headers: { 'idempotency-key': key }, body }, api);
}
