import * as z from 'zod/mini';
import { leadTimeUnitSchema } from './configuration';

/** The starting times a page can offer: every 5 to 60 minutes, on the hour's divisions. */
export const START_FREQUENCIES = [5, 10, 15, 20, 30, 60] as const;

/** Currencies an owner can choose; ISO 4217. */
export const BOOKING_CURRENCIES = ['EUR', 'CHF', 'GBP', 'USD', 'PLN', 'CZK', 'DKK', 'SEK', 'NOK'] as const;

const leadTimeInputSchema = z.object({
  value: z.number().check(z.int(), z.minimum(0), z.maximum(999)),
  type: leadTimeUnitSchema,
});

/** Money in minor units (cents) of the rules' currency. */
const feeSchema = z.number().check(z.int(), z.minimum(0), z.maximum(100_000_00));

const LEAD_TIME_MINUTES = { minutes: 1, hours: 60, days: 1440, weeks: 10080, months: 43200 } as const;
const roughMinutes = (lead: { value: number; type: keyof typeof LEAD_TIME_MINUTES }) =>
  lead.value * LEAD_TIME_MINUTES[lead.type];

/**
 * PUT /v0/staff/settings/booking-rules: the merchant's rules for new bookings (the SPEC's
 * configuration fields and its defaults). Booked appointments keep the policy they were booked
 * under. `online_payment`: `off` (pay on site), `allowed` (the customer chooses) or `required`.
 * `hold_minutes`: how long a chosen time is kept while the customer types their details;
 * `payment_window_minutes`: how long a booking awaiting online payment keeps its time unpaid.
 */
export const bookingRulesSchema = z
  .object({
    min_booking_lead_time: leadTimeInputSchema,
    max_booking_lead_time: leadTimeInputSchema,
    reservation_frequency_minutes: z
      .number()
      .check(z.refine((n) => (START_FREQUENCIES as readonly number[]).includes(n), { message: 'invalid_value' })),
    cancellation_lead_time: leadTimeInputSchema,
    editing_limit: leadTimeInputSchema,
    editing_fee_minor: feeSchema,
    late_cancellation_fee_minor: feeSchema,
    late_rescheduling_fee_minor: feeSchema,
    max_services_per_appointment: z.number().check(z.int(), z.minimum(1), z.maximum(20)),
    allow_employee_selection: z.boolean(),
    online_payment: z.enum(['off', 'allowed', 'required']),
    hold_minutes: z.number().check(z.int(), z.minimum(1), z.maximum(60)),
    payment_window_minutes: z.number().check(z.int(), z.minimum(1), z.maximum(1440)),
    currency: z.enum(BOOKING_CURRENCIES),
  })
  .check(
    // The earliest bookable moment must come before the latest, or no day could be booked.
    z.refine((r) => roughMinutes(r.min_booking_lead_time) < roughMinutes(r.max_booking_lead_time), {
      path: ['max_booking_lead_time', 'value'],
      message: 'max_before_min',
    }),
  );
export type BookingRules = z.infer<typeof bookingRulesSchema>;

export const bookingRulesResponseSchema = z.object({
  results: z.object({
    rules: bookingRulesSchema,
    /** Appointments or reservations were booked in the currency: it stays. */
    currency_locked: z.boolean(),
  }),
});
export type BookingRulesResponse = z.infer<typeof bookingRulesResponseSchema>;
