import { createAppointmentRequestSchema } from '../appointment-requests';
import { createAppointmentResponseSchema } from '../appointments';
import { defineOperation } from '../operation';
import { branchParams, idempotencyHeaders } from '../route-params';

const BRANCH = '/v0/organizations/{organization}/branches/{branch}';

/** The booking flow's calls; the free times and holds come from slots.ts (re-exported, one list). */
export { getAvailability, placeHold, releaseHold } from './slots';

export const createAppointment = defineOperation({
  method: 'post',
  path: `${BRANCH}/appointments`,
  id: 'createAppointment',
  summary: 'Book an appointment (idempotent by key)',
  tag: 'booking',
  params: branchParams,
  headers: idempotencyHeaders,
  body: createAppointmentRequestSchema,
  responses: {
    201: { description: 'Booked; replays carry Idempotent-Replayed: true', schema: createAppointmentResponseSchema },
  },
  errors: [
    'invalid_input',
    'merchant_not_found',
    'branch_not_found',
    'service_not_found',
    'employee_not_found',
    'employee_unsuitable',
    'slot_taken',
    'slot_unavailable',
    'idempotency_key_in_use',
    'idempotency_key_reused',
    'rate_limited',
  ],
  fieldCodes: ['hold_mismatch', 'not_allowed'],
});
