import { type BookingRules, bookingRulesSchema } from '@booking/shared/contract/booking-rules';
import { leadTimeUnitSchema } from '@booking/shared/contract/configuration';
import * as z from 'zod/mini';

const lead = z.object({ value: z.string(), type: leadTimeUnitSchema });
/** Null when left empty (then `required`), NaN when the text is no amount. */
const fee = z.nullable(z.number());
/** What the form's inputs hold: numbers as typed; fees in minor units, read by the kit's money field. */
const typedSchema = z.object({
  min_booking_lead_time: lead,
  max_booking_lead_time: lead,
  reservation_frequency_minutes: z.string(),
  cancellation_lead_time: lead,
  editing_limit: lead,
  editing_fee_minor: fee,
  late_cancellation_fee_minor: fee,
  late_rescheduling_fee_minor: fee,
  max_services_per_appointment: z.string(),
  allow_employee_selection: z.boolean(),
  online_payment: z.enum(['off', 'allowed', 'required']),
  hold_minutes: z.string(),
  payment_window_minutes: z.string(),
  currency: z.string(),
});
export type RulesFormValues = z.infer<typeof typedSchema>;

const number = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim()));
const leadOf = (l: RulesFormValues['min_booking_lead_time']) => ({ value: number(l.value), type: l.type });

function toRules(v: RulesFormValues): BookingRules {
  return {
    ...v,
    min_booking_lead_time: leadOf(v.min_booking_lead_time),
    max_booking_lead_time: leadOf(v.max_booking_lead_time),
    cancellation_lead_time: leadOf(v.cancellation_lead_time),
    editing_limit: leadOf(v.editing_limit),
    reservation_frequency_minutes: number(v.reservation_frequency_minutes),
    // An empty fee is refused as `required` (the form's value is read for that), as NaN is.
    editing_fee_minor: v.editing_fee_minor ?? Number.NaN,
    late_cancellation_fee_minor: v.late_cancellation_fee_minor ?? Number.NaN,
    late_rescheduling_fee_minor: v.late_rescheduling_fee_minor ?? Number.NaN,
    max_services_per_appointment: number(v.max_services_per_appointment),
    hold_minutes: number(v.hold_minutes),
    payment_window_minutes: number(v.payment_window_minutes),
    currency: v.currency as BookingRules['currency'],
  };
}

/** The form: typed values turned into the rules and checked by the contract, at the same field names. */
export const rulesFormSchema = z.pipe(z.pipe(typedSchema, z.transform(toRules)), bookingRulesSchema);

export function rulesValues(rules: BookingRules): RulesFormValues {
  const leadText = (l: BookingRules['min_booking_lead_time']) => ({ value: String(l.value), type: l.type });
  return {
    ...rules,
    min_booking_lead_time: leadText(rules.min_booking_lead_time),
    max_booking_lead_time: leadText(rules.max_booking_lead_time),
    cancellation_lead_time: leadText(rules.cancellation_lead_time),
    editing_limit: leadText(rules.editing_limit),
    reservation_frequency_minutes: String(rules.reservation_frequency_minutes),
    max_services_per_appointment: String(rules.max_services_per_appointment),
    hold_minutes: String(rules.hold_minutes),
    payment_window_minutes: String(rules.payment_window_minutes),
  };
}
