import {
  createReservationRequestSchema,
  createReservationResponseSchema,
  rescheduleReservationRequestSchema,
  reservationAvailabilityQuerySchema,
  reservationAvailabilityResponseSchema,
  reservationResponseSchema,
} from '@booking/shared/contract/reservations';
import { branchParams, idempotencyHeaders, manageParams } from '../routes/route-params';
import type { Operation } from './operation';

const BRANCH = '/v0/organizations/{organization}/branches/{branch}';
const MANAGE = '/v0/organizations/{organization}/reservations/{token}';
const reservation = { status: 200, description: 'The reservation', schema: reservationResponseSchema } as const;
const found = ['invalid_input', 'merchant_not_found', 'reservation_not_found'] as const;

/** Restaurant reservations: free times, reserving, and the manage link. */
export const RESERVATION_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: `${BRANCH}/reservation-availability`,
    operationId: 'getReservationAvailability',
    summary: 'Start times with a free table for a party on a date',
    tag: 'booking',
    params: branchParams,
    query: reservationAvailabilityQuerySchema,
    success: { status: 200, description: 'Free start times, in order', schema: reservationAvailabilityResponseSchema },
    errors: ['invalid_input', 'merchant_not_found', 'branch_not_found', 'reservations_unavailable'],
  },
  {
    method: 'post',
    path: `${BRANCH}/reservations`,
    operationId: 'createReservation',
    summary: 'Reserve a table (idempotent by key)',
    tag: 'booking',
    params: branchParams,
    headers: idempotencyHeaders,
    body: createReservationRequestSchema,
    success: {
      status: 201,
      description: 'The reservation and its manage token',
      schema: createReservationResponseSchema,
    },
    errors: [
      'invalid_input',
      'merchant_not_found',
      'branch_not_found',
      'reservations_unavailable',
      'slot_taken',
      'slot_unavailable',
      'idempotency_key_in_use',
      'idempotency_key_reused',
      'rate_limited',
    ],
  },
  {
    method: 'get',
    path: MANAGE,
    operationId: 'getReservation',
    summary: 'A reservation by its manage token (also cancelled or past ones)',
    tag: 'manage',
    params: manageParams,
    success: reservation,
    errors: found,
  },
  {
    method: 'post',
    path: `${MANAGE}/reschedule`,
    operationId: 'rescheduleReservation',
    summary: 'Move to a new time (and party size), atomically',
    tag: 'manage',
    params: manageParams,
    body: rescheduleReservationRequestSchema,
    success: reservation,
    errors: [...found, 'reservations_unavailable', 'not_editable', 'slot_taken', 'slot_unavailable', 'rate_limited'],
  },
  {
    method: 'post',
    path: `${MANAGE}/cancel`,
    operationId: 'cancelReservation',
    summary: 'Cancel (a late cancellation may carry the policy fee)',
    tag: 'manage',
    params: manageParams,
    success: reservation,
    errors: [...found, 'not_editable'],
  },
];
