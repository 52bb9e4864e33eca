import { reminderSchema } from '@booking/shared/contract/appointments';
import { createReservationRequestSchema } from '@booking/shared/contract/reservations';
import * as z from 'zod/mini';

/** Longest special request the API keeps (the reservation request's own limit). */
export const SPECIAL_REQUEST_MAX = 500;

/**
 * The contact step's fields, checked by the reservation request's own rules
 * (required, valid email, phone with calling code, bounded lengths), so the form and the
 * API never disagree. The special request is optional; an empty one is not sent.
 */
export const reservationContactSchema = z.object({
  name: createReservationRequestSchema.shape.name,
  email: createReservationRequestSchema.shape.email,
  phone: createReservationRequestSchema.shape.phone,
  special_request: z.string().check(z.maxLength(SPECIAL_REQUEST_MAX)),
  reminder: reminderSchema,
});
