import { defineOperation } from '../operation';
import {
  createReservationRequestSchema,
  createReservationResponseSchema,
  rescheduleReservationRequestSchema,
  reservationResponseSchema,
} from '../reservations';
import { branchParams, idempotencyHeaders, manageParams } from '../route-params';

// Listed with the rest (operations.ts reads this module's exports), declared apart for the budget.
export { getReservationAvailability } from './reservation-availability';

const BRANCH = '/v0/organizations/{organization}/branches/{branch}';
const MANAGE = '/v0/organizations/{organization}/reservations/{token}';
const reservation = { description: 'The reservation', schema: reservationResponseSchema } as const;
const found = ['invalid_input', 'merchant_not_found', 'reservation_not_found'] as const;

/** Restaurant reservations: reserving and the manage link (free times: reservation-availability.ts). */
export const createReservation = defineOperation({
  method: 'post',
  path: `${BRANCH}/reservations`,
  id: 'createReservation',
  summary: 'Reserve a table (idempotent by key)',
  tag: 'booking',
  params: branchParams,
  headers: idempotencyHeaders,
  body: createReservationRequestSchema,
  responses: { 201: { description: 'The reservation and its manage token', schema: createReservationResponseSchema } },
  errors: [
    'invalid_input',
    'merchant_not_found',
    'branch_not_found',
    'reservations_unavailable',
    'slot_taken',
    'slot_unavailable',
    'closed_day',
    'idempotency_key_in_use',
    'idempotency_key_reused',
    'rate_limited',
  ],
});

export const getReservation = defineOperation({
  method: 'get',
  path: MANAGE,
  id: 'getReservation',
  summary: 'A reservation by its manage token (also cancelled or past ones)',
  tag: 'manage',
  params: manageParams,
  responses: { 200: reservation },
  errors: found,
});

export const rescheduleReservation = defineOperation({
  method: 'post',
  path: `${MANAGE}/reschedule`,
  id: 'rescheduleReservation',
  summary: 'Move to a new time (and party size), atomically',
  tag: 'manage',
  params: manageParams,
  body: rescheduleReservationRequestSchema,
  responses: { 200: reservation },
  errors: [
    ...found,
    'reservations_unavailable',
    'not_editable',
    'slot_taken',
    'slot_unavailable',
    'closed_day',
    'branch_closed',
    'rate_limited',
  ],
});

export const cancelReservation = defineOperation({
  method: 'post',
  path: `${MANAGE}/cancel`,
  id: 'cancelReservation',
  summary: 'Cancel (a late cancellation may carry the policy fee)',
  tag: 'manage',
  params: manageParams,
  responses: { 200: reservation },
  errors: [...found, 'not_editable'],
});
