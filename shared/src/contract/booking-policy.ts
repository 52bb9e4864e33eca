import * as z from 'zod/mini';
import { leadTimeSchema } from './configuration';
import { moneySchema } from './services';

/**
 * What changing a booking costs, as the merchant set it. The policy in force when an
 * appointment is booked is copied onto it, so a later change of settings never changes
 * what an existing customer agreed to.
 *
 * - A reschedule less than `editing_limit` before the start costs `editing_fee` (the
 *   service fee for editing at short notice).
 * - Less than `cancellation_lead_time` before the start, cancelling costs
 *   `late_cancellation_fee` and rescheduling costs `late_rescheduling_fee` (on top of the
 *   service fee where both apply).
 * - Once an appointment has started it cannot be changed at all.
 */
export const bookingPolicySchema = z.object({
  cancellation_lead_time: leadTimeSchema,
  editing_limit: leadTimeSchema,
  editing_fee: moneySchema,
  late_cancellation_fee: moneySchema,
  late_rescheduling_fee: moneySchema,
});
export type BookingPolicy = z.infer<typeof bookingPolicySchema>;

/** GET /v0/organizations/:organization/booking-policy: shown before the customer books. */
export const bookingPolicyResponseSchema = z.object({
  results: z.object({
    policy: bookingPolicySchema,
    /** How long a chosen time is held for the customer while they type their details. */
    hold_minutes: z.number().check(z.int(), z.positive()),
  }),
});
export type BookingPolicyResponse = z.infer<typeof bookingPolicyResponseSchema>;
