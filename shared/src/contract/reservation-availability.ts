import * as z from 'zod/mini';
import { slotSchema } from './availability';
import { freeTimeSchema } from './free-times';
import { queryIntegerSchema } from './query-integer';
import { localDateSchema } from './zoned-time';

/*
 * A restaurant's free times, in a module of their own: the details step asks for them on
 * its first screen, and the rest of the reservation contract pulls in the contact schema
 * (libphonenumber), which that screen does not need (JS budget, e2e/tests/budgets.spec.ts).
 */

/** Largest party the API accepts at all; each branch sets its own, smaller, limits. */
export const MAX_PARTY_SIZE = 100;
export const partySizeSchema = z.number().check(z.int(), z.minimum(1), z.maximum(MAX_PARTY_SIZE));

/**
 * GET /v0/organizations/:organization/branches/:branch/reservation-availability
 * `date`: a local date in the branch's zone; `party_size`: how many people.
 */
export const reservationAvailabilityQuerySchema = z.object({
  date: localDateSchema,
  party_size: queryIntegerSchema(1, MAX_PARTY_SIZE),
});
export type ReservationAvailabilityQuery = z.infer<typeof reservationAvailabilityQuerySchema>;

const localTimeSchema = z.string().check(z.regex(/^([01]\d|2[0-4]):[0-5]\d$/));
export const servicePeriodSchema = z.object({ start: localTimeSchema, end: localTimeSchema });
export type ServicePeriod = z.infer<typeof servicePeriodSchema>;

/** What a branch accepts online: the party sizes, and how long a table is kept for a party. */
export const reservationRulesSchema = z.object({
  min_party_size: partySizeSchema,
  max_party_size: partySizeSchema,
  duration_minutes: z.number().check(z.int(), z.positive()),
  /**
   * The party sizes within the limits that a table or combination bookable online seats
   * (decision 0080): the page offers these and asks larger parties to call.
   */
  party_sizes: z.optional(z.array(partySizeSchema)),
});
export type ReservationRules = z.infer<typeof reservationRulesSchema>;

export const reservationAvailabilityResponseSchema = z.object({
  results: z.object({
    timezone: z.string(),
    date: localDateSchema,
    party_size: partySizeSchema,
    rules: reservationRulesSchema,
    /** Start times, in order, at which a table for the party is free for the whole duration. */
    slots: z.array(slotSchema),
    /**
     * The same start times in the shape the salon's answer shares, which the pages read;
     * `slots` stays for a release, for pages deployed before it.
     */
    times: z.array(freeTimeSchema),
    /**
     * The restaurant's service periods that day (its opening hours: lunch, dinner), local
     * `HH:MM` in the branch's zone, in order; the times are grouped and named by them.
     */
    service_periods: z.optional(z.array(servicePeriodSchema)),
    /**
     * The branch's closed days in the bookable window (and the searched date): no time is
     * offered on them, and the date choice marks them. The owner's reasons are for the team.
     */
    closed_dates: z.optional(z.array(localDateSchema)),
    /** Weekdays (0 = Sunday) without opening hours: the restaurant is closed every such day. */
    closed_weekdays: z.optional(z.array(z.number().check(z.int(), z.minimum(0), z.maximum(6)))),
  }),
});
export type ReservationAvailabilityResponse = z.infer<typeof reservationAvailabilityResponseSchema>;
