import * as z from 'zod/mini';
import { messageLocaleSchema, paymentMethodSchema, reminderSchema } from './appointments';
import { slotRequestSchema } from './holds';
import { phoneSchema } from './phone';
import { multiLineText, oneLineText } from './safe-text';
import { secretTokenSchema } from './tokens';

const nameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(100), oneLineText());

/** Required names, a valid email, a phone with calling code, bounded lengths. */
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

// The reschedule body lives in its own module: the manage link's first screen reads the
// manage operations, and this module's contact check would bring libphonenumber with them.
export { type RescheduleRequest, rescheduleRequestSchema } from './reschedule-request';

/**
 * POST /v0/staff/appointments/:appointment/cancel by a signed-in staff member. `message`: a
 * few words of the staff to the customer (say, the employee fell ill), sent with the
 * cancellation email; a customer without an email is not written to.
 */
export const staffCancelRequestSchema = z.object({
  reason: z.enum(['staff', 'no_show']),
  message: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(1000), multiLineText()))),
});
export type StaffCancelRequest = z.infer<typeof staffCancelRequestSchema>;
