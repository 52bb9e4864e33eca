import type { BookingRules } from '@booking/shared/contract/booking-rules';
import type { LeadTime } from '@booking/shared/contract/configuration';
import { merchantCurrency } from '../domain/money/merchant-currency';
import type { Db } from './db';

type Row = {
  min_booking_lead_time_value: number;
  min_booking_lead_time_unit: LeadTime['type'];
  max_booking_lead_time_value: number;
  max_booking_lead_time_unit: LeadTime['type'];
  reservation_frequency_minutes: number;
  cancellation_lead_time_value: number;
  cancellation_lead_time_unit: LeadTime['type'];
  editing_limit_value: number;
  editing_limit_unit: LeadTime['type'];
  editing_fee_minor: number;
  late_cancellation_fee_minor: number;
  late_rescheduling_fee_minor: number;
  max_services_per_appointment: number;
  allow_employee_selection: boolean;
  online_payment_allowed: boolean;
  online_payment_required: boolean;
  hold_minutes: number;
  payment_window_minutes: number;
  currency: string | null;
  currency_locked: boolean;
};

/**
 * The organization's booking rules, and whether its currency is locked: appointments were
 * booked (more than held) with prices in it. `forUpdate` locks the organization's row.
 */
export async function readBookingRules(
  db: Db,
  organizationId: string,
  forUpdate = false,
): Promise<{ rules: BookingRules; currency_locked: boolean }> {
  const [row] = await db.query<Row>(
    `SELECT o.*, EXISTS (SELECT 1 FROM appointments a WHERE a.organization_id = o.id AND a.status <> 'held') AS currency_locked
       FROM organizations o WHERE o.id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [organizationId],
  );
  if (!row) throw new Error('The signed-in organization is gone');
  const lead = (value: number, type: LeadTime['type']) => ({ value, type });
  return {
    currency_locked: row.currency_locked,
    rules: {
      min_booking_lead_time: lead(row.min_booking_lead_time_value, row.min_booking_lead_time_unit),
      max_booking_lead_time: lead(row.max_booking_lead_time_value, row.max_booking_lead_time_unit),
      reservation_frequency_minutes: row.reservation_frequency_minutes,
      cancellation_lead_time: lead(row.cancellation_lead_time_value, row.cancellation_lead_time_unit),
      editing_limit: lead(row.editing_limit_value, row.editing_limit_unit),
      editing_fee_minor: row.editing_fee_minor,
      late_cancellation_fee_minor: row.late_cancellation_fee_minor,
      late_rescheduling_fee_minor: row.late_rescheduling_fee_minor,
      max_services_per_appointment: row.max_services_per_appointment,
      allow_employee_selection: row.allow_employee_selection,
      online_payment: row.online_payment_required ? 'required' : row.online_payment_allowed ? 'allowed' : 'off',
      hold_minutes: row.hold_minutes,
      payment_window_minutes: row.payment_window_minutes,
      currency: merchantCurrency(row.currency) as BookingRules['currency'],
    },
  };
}

export async function writeBookingRules(db: Db, organizationId: string, r: BookingRules): Promise<void> {
  await db.query(
    `UPDATE organizations SET
       min_booking_lead_time_value = $2, min_booking_lead_time_unit = $3,
       max_booking_lead_time_value = $4, max_booking_lead_time_unit = $5,
       reservation_frequency_minutes = $6,
       cancellation_lead_time_value = $7, cancellation_lead_time_unit = $8,
       editing_limit_value = $9, editing_limit_unit = $10, editing_fee_minor = $11,
       late_cancellation_fee_minor = $12, late_rescheduling_fee_minor = $13,
       max_services_per_appointment = $14, allow_employee_selection = $15,
       online_payment_allowed = $16, online_payment_required = $17,
       hold_minutes = $18, payment_window_minutes = $19, currency = $20
     WHERE id = $1`,
    [
      organizationId,
      r.min_booking_lead_time.value,
      r.min_booking_lead_time.type,
      r.max_booking_lead_time.value,
      r.max_booking_lead_time.type,
      r.reservation_frequency_minutes,
      r.cancellation_lead_time.value,
      r.cancellation_lead_time.type,
      r.editing_limit.value,
      r.editing_limit.type,
      r.editing_fee_minor,
      r.late_cancellation_fee_minor,
      r.late_rescheduling_fee_minor,
      r.max_services_per_appointment,
      r.allow_employee_selection,
      r.online_payment !== 'off',
      r.online_payment === 'required',
      r.hold_minutes,
      r.payment_window_minutes,
      r.currency,
    ],
  );
}
