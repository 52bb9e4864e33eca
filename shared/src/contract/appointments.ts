import * as z from 'zod/mini';
import { LOCALES } from '../i18n/locale';
import { slugSchema } from '../slugs';
import { bookingPolicySchema } from './booking-policy';
import { employeeRefSchema } from './employees';
import { moneySchema } from './services';
import { idSchema, secretTokenSchema } from './tokens';
import { zonedDateTimeSchema } from './zoned-time';

/** `rescheduled` means moved at least once; `paid` stays paid when moved. */
export const appointmentStatusSchema = z.enum(['booked', 'rescheduled', 'cancelled', 'paid']);
export type AppointmentStatus = z.infer<typeof appointmentStatusSchema>;

/** Who cancelled: the customer, the staff, or staff recording that the customer did not arrive. */
export const cancelledBySchema = z.enum(['customer', 'staff', 'no_show']);
export type CancelledBy = z.infer<typeof cancelledBySchema>;

export const reminderSchema = z.enum(['none', 'email', 'sms']);
export const paymentMethodSchema = z.enum(['online', 'on_site']);

/**
 * The language of the customer's emails and SMS: the booking site's UI locale when the
 * booking was made. Optional; German when omitted (production is German).
 */
export const messageLocaleSchema = z._default(z.enum(LOCALES), 'de');
export type MessageLocale = z.output<typeof messageLocaleSchema>;

/**
 * Where the customer's payment stands, as the manage and cancelled pages show it (decided
 * by the API, never guessed by a page):
 * - `on_site`: paid at the salon (staff record it);
 * - `due`: booked for online payment, not paid yet; the slot is kept until `pay_by`;
 * - `released`: not paid online by `pay_by`, so the slot was given up (with what a payment
 *   that arrived too late gave back, if one did);
 * - `unpaid`: booked for online payment and cancelled before paying;
 * - `paid`: taken (`amount` null when staff recorded it without an online payment);
 * - `refund_pending`: paid, cancelled, and `amount` is on its way back;
 * - `refunded`: `amount` went back (less than paid when fees were kept).
 */
export const paymentStateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('on_site') }),
  z.object({ state: z.literal('due'), pay_by: zonedDateTimeSchema }),
  z.object({ state: z.literal('released'), pay_by: zonedDateTimeSchema, refunded: z.nullable(moneySchema) }),
  z.object({ state: z.literal('unpaid') }),
  z.object({ state: z.literal('paid'), amount: z.nullable(moneySchema) }),
  z.object({ state: z.literal('refund_pending'), amount: moneySchema }),
  z.object({ state: z.literal('refunded'), amount: moneySchema }),
]);
export type PaymentState = z.infer<typeof paymentStateSchema>;

export const appointmentServiceSchema = z.object({
  id: idSchema,
  name: z.string(),
  duration_minutes: z.number().check(z.int(), z.positive()),
  price: moneySchema,
});

export const contactDetailsSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  comment: z.nullable(z.string()),
});

export const appointmentSchema = z.object({
  id: idSchema,
  status: appointmentStatusSchema,
  cancelled_by: z.nullable(cancelledBySchema),
  cancelled_at: z.nullable(zonedDateTimeSchema),
  organization: slugSchema,
  /** `address` in one line ("Weg 1, 10115 Berlin"), for calendar entries and maps. */
  branch: z.object({ slug: slugSchema, name: z.string(), timezone: z.string(), address: z.string() }),
  start: zonedDateTimeSchema,
  end: zonedDateTimeSchema,
  employee: employeeRefSchema,
  /** In the order they are performed, priced as when booked. */
  services: z.array(appointmentServiceSchema),
  total_price: moneySchema,
  contact: contactDetailsSchema,
  reminder: reminderSchema,
  payment: paymentMethodSchema,
  payment_state: paymentStateSchema,
  /** The merchant's policy when this appointment was booked. */
  policy: bookingPolicySchema,
  /** Fees of changes made so far. */
  fees_due: moneySchema,
  /** False once it has started or was cancelled: the link still shows it. */
  changeable: z.boolean(),
  created_at: zonedDateTimeSchema,
});
export type Appointment = z.infer<typeof appointmentSchema>;

/**
 * Answer of POST .../appointments (201). `manage_token` goes into the manage link
 * (/{organization}/{branch}/{manage_token}); it is shown once, only its hash is stored
 * with the appointment.
 */
export const createAppointmentResponseSchema = z.object({
  results: z.object({ appointment: appointmentSchema, manage_token: secretTokenSchema }),
});
export type CreateAppointmentResponse = z.infer<typeof createAppointmentResponseSchema>;

/** Answer of the manage calls (read, reschedule, cancel) and of the staff calls. */
export const appointmentResponseSchema = z.object({ results: z.object({ appointment: appointmentSchema }) });
export type AppointmentResponse = z.infer<typeof appointmentResponseSchema>;
