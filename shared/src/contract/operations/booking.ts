import { createAppointmentRequestSchema } from '../appointment-requests';
import { createAppointmentResponseSchema } from '../appointments';
import { availabilityQuerySchema, availabilityResponseSchema } from '../availability';
import { holdRequestSchema, holdResponseSchema } from '../holds';
import { defineOperation } from '../operation';
import { branchParams, idempotencyHeaders, manageParams } from '../route-params';

const ORG = '/v0/organizations/{organization}';
const BRANCH = `${ORG}/branches/{branch}`;

/** Public calls of the booking flow, in the order a customer meets them. */
export const getAvailability = defineOperation({
  method: 'get',
  path: `${BRANCH}/availability`,
  id: 'getAvailability',
  summary: 'Free start times for services back to back, with an employee or the first available',
  tag: 'booking',
  params: branchParams,
  query: availabilityQuerySchema,
  responses: { 200: { description: 'Free slots in the branch zone', schema: availabilityResponseSchema } },
  errors: [
    'invalid_input',
    'merchant_not_found',
    'branch_not_found',
    'service_not_found',
    'employee_not_found',
    'employee_unsuitable',
  ],
  fieldCodes: ['before_from', 'range_too_long', 'not_allowed'],
});

export const placeHold = defineOperation({
  method: 'post',
  path: `${BRANCH}/holds`,
  id: 'placeHold',
  summary: 'Hold a slot while the customer types their details',
  tag: 'booking',
  params: branchParams,
  body: holdRequestSchema,
  responses: { 201: { description: 'The hold and its token', schema: holdResponseSchema } },
  errors: [
    'invalid_input',
    'merchant_not_found',
    'branch_not_found',
    'service_not_found',
    'employee_not_found',
    'employee_unsuitable',
    'slot_taken',
    'slot_unavailable',
    'rate_limited',
  ],
  fieldCodes: ['not_allowed'],
});

export const releaseHold = defineOperation({
  method: 'delete',
  path: `${ORG}/holds/{token}`,
  id: 'releaseHold',
  summary: 'Give a held slot back',
  tag: 'booking',
  params: manageParams,
  responses: { 204: { description: 'Released' } },
  errors: ['invalid_input', 'merchant_not_found', 'hold_not_found'],
});

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
