import * as z from 'zod/mini';
import { messageLocaleSchema, paymentMethodSchema, reminderSchema } from './appointments';
import { slotRequestSchema } from './holds';
import { phoneSchema } from './phone';
import { multiLineText, oneLineText } from './safe-text';
import { idSchema, secretTokenSchema } from './tokens';
import { startTimeInputSchema } from './zoned-time';

const nameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(100), oneLineText());

/** SPEC section 5: required names, a valid email, a phone with calling code, bounded lengths. */
export const contactSchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  email: z.email().check(z.maxLength(254), oneLineText()),
  phone: phoneSchema,
  comment: z.optional(z.string().check(z.maxLength(1000), multiLineText())),
});
export type Contact = z.infer<typeof contactSchema>;

/**
 * POST /v0/organizations/:organization/branches/:branch/appointments with an
 * Idempotency-Key header -> 201 createAppointmentResponseSchema. With `hold_token`, the
 * held slot becomes the appointment (services, start and employee must match the hold).
 * `locale` is the language of the customer's messages ('de' when omitted).
 */
export const createAppointmentRequestSchema = z.extend(slotRequestSchema, {
  contact: contactSchema,
  reminder: reminderSchema,
  payment: paymentMethodSchema,
  hold_token: z.optional(secretTokenSchema),
  locale: messageLocaleSchema,
});
export type CreateAppointmentRequest = z.infer<typeof createAppointmentRequestSchema>;

/**
 * POST .../appointments/:token/reschedule: a new start for the same services, with the
 * same employee (employee_id omitted), another one (an id), the first available (null),
 * or the slot of a hold placed for it. The new time is taken before the old one is given
 * up, in one transaction.
 */
export const rescheduleRequestSchema = z.object({
  start: startTimeInputSchema,
  employee_id: z.optional(z.nullable(idSchema)),
  hold_token: z.optional(secretTokenSchema),
});
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;

/** POST /v0/staff/appointments/:appointment/cancel by a signed-in staff member. */
export const staffCancelRequestSchema = z.object({ reason: z.enum(['staff', 'no_show']) });
export type StaffCancelRequest = z.infer<typeof staffCancelRequestSchema>;
