import { branchParams } from '../merchant-params';
import { defineOperation } from '../operation';
import { reservationAvailabilityQuerySchema, reservationAvailabilityResponseSchema } from '../reservation-availability';

/**
 * A restaurant's free times, apart from the other reservation operations so the first
 * reservation screen does not load the contact schema with it (JS budget).
 */
export const getReservationAvailability = defineOperation({
  method: 'get',
  path: '/v0/organizations/{organization}/branches/{branch}/reservation-availability',
  id: 'getReservationAvailability',
  summary: 'Start times with a free table for a party on a date',
  tag: 'booking',
  params: branchParams,
  query: reservationAvailabilityQuerySchema,
  responses: { 200: { description: 'Free start times, in order', schema: reservationAvailabilityResponseSchema } },
  errors: ['invalid_input', 'merchant_not_found', 'branch_not_found', 'reservations_unavailable'],
});
