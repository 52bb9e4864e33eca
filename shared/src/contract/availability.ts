import * as z from 'zod/mini';
import { freeTimeSchema } from './free-times';
import { idSchema, UUID_PATTERN as UUID } from './ids';
import { localDateSchema, zonedDateTimeSchema } from './zoned-time';

/** Longest date range one availability search may cover, in days (both ends included). */
export const MAX_AVAILABILITY_DAYS = 31;

/**
 * GET /v0/organizations/:organization/branches/:branch/availability
 * `services`: comma-separated service ids, performed back to back in that order (at most
 * the merchant's max_services_per_appointment). `employee`: omitted for "first available".
 * `from`/`to`: local dates in the branch's zone, both included.
 */
export const availabilityQuerySchema = z.object({
  services: z.string().check(z.regex(new RegExp(`^${UUID}(?:,${UUID})*$`))),
  employee: z.optional(idSchema),
  from: localDateSchema,
  to: localDateSchema,
});
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

export const slotSchema = z.object({ start: zonedDateTimeSchema, end: zonedDateTimeSchema });
export type Slot = z.infer<typeof slotSchema>;

export const availabilityResponseSchema = z.object({
  results: z.object({
    timezone: z.string(),
    /** Total duration of the chosen services. */
    duration_minutes: z.number().check(z.int(), z.positive()),
    /** The employee asked for, or null for "first available". */
    employee_id: z.nullable(idSchema),
    /** Free start times in order; a time appears once even when several employees are free. */
    slots: z.array(slotSchema),
    /**
     * The same start times in the shape the restaurant's answer shares, which the pages read;
     * `slots` stays for a release, for pages deployed before it.
     */
    times: z.array(freeTimeSchema),
  }),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;
