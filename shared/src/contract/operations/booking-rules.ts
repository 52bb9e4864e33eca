import { bookingRulesResponseSchema, bookingRulesSchema } from '../booking-rules';
import { defineOperation } from '../operation';

/** The merchant's booking rules: owner-only, the caller's own organization. */
const OWNER = ['unauthenticated', 'owner_only'] as const;

export const getBookingRules = defineOperation({
  method: 'get',
  path: '/v0/staff/settings/booking-rules',
  id: 'getBookingRules',
  summary: 'The booking rules new bookings follow, and whether the currency can still change',
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  responses: { 200: { description: 'The rules', schema: bookingRulesResponseSchema } },
  errors: [...OWNER],
});

export const updateBookingRules = defineOperation({
  method: 'put',
  path: '/v0/staff/settings/booking-rules',
  id: 'updateBookingRules',
  summary: 'Changes the rules for new bookings; booked ones keep theirs. The currency stays once booked',
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  body: bookingRulesSchema,
  responses: { 200: { description: 'Changed', schema: bookingRulesResponseSchema } },
  errors: ['invalid_input', ...OWNER],
  fieldCodes: ['locked_by_bookings'],
});
