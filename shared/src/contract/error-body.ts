import * as z from 'zod/mini';
import { ERROR_CODES, FIELD_ERROR_CODES } from '../errors/codes';
import { appointmentInTheWaySchema } from './appointments-in-the-way';
import { reservationInTheWaySchema } from './table-settings';

/** Field-level problems carry a code too (`required`, `invalid_email`, `too_long`, ...), never English. */
export const fieldErrorSchema = z.object({
  code: z.enum(FIELD_ERROR_CODES),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    fields: z.optional(z.record(z.string(), z.array(fieldErrorSchema))),
    /**
     * Every appointment in the way of an absence (409 `appointment_conflict`), so the staff's
     * confirmation can list them before the absence is recorded over them anyway.
     */
    appointments: z.optional(z.array(appointmentInTheWaySchema)),
    /** Every future reservation a floor change would leave without a place (409 `reservations_affected`). */
    reservations: z.optional(z.array(reservationInTheWaySchema)),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
