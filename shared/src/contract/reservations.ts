import * as z from 'zod/mini';
import { slugSchema } from '../slugs';
import { contactSchema } from './appointment-requests';
import { messageLocaleSchema, reminderSchema } from './appointments';
import { bookingPolicySchema } from './booking-policy';
import { partySizeSchema } from './reservation-availability';
import { multiLineText } from './safe-text';
import { moneySchema } from './services';
import { idSchema, secretTokenSchema } from './tokens';
import { startTimeInputSchema, zonedDateTimeSchema } from './zoned-time';

export {
  MAX_PARTY_SIZE,
  type ReservationAvailabilityQuery,
  type ReservationAvailabilityResponse,
  type ReservationRules,
  reservationAvailabilityQuerySchema,
  reservationAvailabilityResponseSchema,
  reservationRulesSchema,
} from './reservation-availability';

/** A reservation is confirmed, rescheduled (moved at least once) or cancelled. */
export const reservationStatusSchema = z.enum(['confirmed', 'rescheduled', 'cancelled']);
export type ReservationStatus = z.infer<typeof reservationStatusSchema>;

/**
 * POST /v0/organizations/:organization/branches/:branch/reservations with an
 * Idempotency-Key header -> 201 createReservationResponseSchema.
 */
export const createReservationRequestSchema = z.object({
  start: startTimeInputSchema,
  party_size: partySizeSchema,
  name: contactSchema.shape.first_name,
  email: contactSchema.shape.email,
  phone: contactSchema.shape.phone,
  special_request: z.optional(z.string().check(z.maxLength(500), multiLineText())),
  reminder: reminderSchema,
  /** The language of the guest's messages ('de' when omitted). */
  locale: messageLocaleSchema,
});
export type CreateReservationRequest = z.infer<typeof createReservationRequestSchema>;

/**
 * POST .../reservations/:token/reschedule: a new start and, optionally, a new party size.
 * The new table and time are taken before the old ones are given up, in one transaction.
 */
export const rescheduleReservationRequestSchema = z.object({
  start: startTimeInputSchema,
  party_size: z.optional(partySizeSchema),
});
export type RescheduleReservationRequest = z.infer<typeof rescheduleReservationRequestSchema>;

export const reservationSchema = z.object({
  id: idSchema,
  status: reservationStatusSchema,
  cancelled_at: z.nullable(zonedDateTimeSchema),
  organization: slugSchema,
  /** `address` in one line ("Weg 1, 10115 Berlin"), for calendar entries and maps. */
  branch: z.object({ slug: slugSchema, name: z.string(), timezone: z.string(), address: z.string() }),
  start: zonedDateTimeSchema,
  end: zonedDateTimeSchema,
  party_size: partySizeSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  special_request: z.nullable(z.string()),
  reminder: reminderSchema,
  /** The merchant's policy when this reservation was made (cancellation lead time, fees). */
  policy: bookingPolicySchema,
  fees_due: moneySchema,
  /** False once it has started or was cancelled: the link still shows it. */
  changeable: z.boolean(),
  created_at: zonedDateTimeSchema,
});
export type Reservation = z.infer<typeof reservationSchema>;

/** `manage_token` goes into the manage link; it is shown once, only its hash is stored. */
export const createReservationResponseSchema = z.object({
  results: z.object({ reservation: reservationSchema, manage_token: secretTokenSchema }),
});
export type CreateReservationResponse = z.infer<typeof createReservationResponseSchema>;

/** Answer of the manage calls (read, reschedule, cancel). */
export const reservationResponseSchema = z.object({ results: z.object({ reservation: reservationSchema }) });
export type ReservationResponse = z.infer<typeof reservationResponseSchema>;
