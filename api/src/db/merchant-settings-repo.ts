import type { BookingPolicy } from '@booking/shared/contract/booking-policy';
import type { LeadTime, Vertical } from '@booking/shared/contract/configuration';
import { merchantCurrency } from '../domain/money/merchant-currency';
import type { Db } from './db';

/** What booking at a merchant needs to know, read in one query with the branch. */
export type MerchantSettings = {
  id: string;
  slug: string;
  page_activated: boolean;
  vertical: Vertical;
  /** Off: the page exists but takes no reservations (reservations_unavailable). */
  onlineReservationsEnabled: boolean;
  currency: string;
  maxServices: number;
  allowEmployeeSelection: boolean;
  /** Off: customers pay on site only (a request for online payment is refused). */
  onlinePaymentAllowed: boolean;
  /** On: online payment is the only way to book (a request to pay on site is refused). */
  onlinePaymentRequired: boolean;
  frequencyMinutes: number;
  minLeadTime: LeadTime;
  maxLeadTime: LeadTime;
  holdMinutes: number;
  /** How long a booking awaiting online payment keeps its time unpaid. */
  paymentWindowMinutes: number;
  policy: BookingPolicy;
};

/**
 * `address` ("Weg 1, 10115 Berlin") where a customer's calendar entry or email needs it;
 * `closed` where it matters whether the owner closed the branch.
 */
export type BranchRef = {
  id: string;
  slug: string;
  name: string;
  timezone: string;
  address?: string;
  closed?: boolean;
};

/** A branch's postal address in one line, as calendars and maps read it. */
export const BRANCH_ADDRESS_SQL =
  "concat_ws(', ', concat_ws(' ', b.street, nullif(b.house_number, '')), concat_ws(' ', b.zip, b.city))";

type Row = {
  id: string;
  slug: string;
  page_activated: boolean;
  vertical: Vertical;
  online_reservations_enabled: boolean;
  currency: string | null;
  max_services_per_appointment: number;
  allow_employee_selection: boolean;
  online_payment_allowed: boolean;
  online_payment_required: boolean;
  payment_window_minutes: number;
  reservation_frequency_minutes: number;
  min_booking_lead_time_value: number;
  min_booking_lead_time_unit: LeadTime['type'];
  max_booking_lead_time_value: number;
  max_booking_lead_time_unit: LeadTime['type'];
  cancellation_lead_time_value: number;
  cancellation_lead_time_unit: LeadTime['type'];
  hold_minutes: number;
  editing_limit_value: number;
  editing_limit_unit: LeadTime['type'];
  editing_fee_minor: number;
  late_cancellation_fee_minor: number;
  late_rescheduling_fee_minor: number;
  branch_id: string | null;
  branch_slug: string | null;
  branch_name: string | null;
  branch_timezone: string | null;
  branch_address: string | null;
  branch_closed: boolean | null;
};

const SELECT = `
  SELECT o.id, o.slug, o.page_activated, o.vertical, o.online_reservations_enabled, o.currency, o.max_services_per_appointment, o.allow_employee_selection, o.online_payment_allowed,
         o.online_payment_required, o.payment_window_minutes,
         o.reservation_frequency_minutes, o.min_booking_lead_time_value, o.min_booking_lead_time_unit,
         o.max_booking_lead_time_value, o.max_booking_lead_time_unit, o.cancellation_lead_time_value,
         o.cancellation_lead_time_unit, o.hold_minutes, o.editing_limit_value, o.editing_limit_unit,
         o.editing_fee_minor, o.late_cancellation_fee_minor, o.late_rescheduling_fee_minor,
         b.id AS branch_id, b.slug AS branch_slug, b.name AS branch_name, b.timezone AS branch_timezone,
         ${BRANCH_ADDRESS_SQL} AS branch_address, b.closed_at IS NOT NULL AS branch_closed
    FROM organizations o
    LEFT JOIN branches b ON b.organization_id = o.id AND b.slug = $2
   WHERE o.slug = $1 AND o.confirmed_at IS NOT NULL`;

/** The merchant (null if unknown) and, when `branchSlug` is given, its branch (null if unknown). */
export async function findMerchantAndBranch(
  db: Db,
  merchantSlug: string,
  branchSlug: string | null,
): Promise<{ merchant: MerchantSettings | null; branch: BranchRef | null }> {
  const [row] = await db.query<Row>(SELECT, [merchantSlug, branchSlug]);
  if (!row) return { merchant: null, branch: null };
  const branch =
    row.branch_id && row.branch_slug && row.branch_name && row.branch_timezone
      ? {
          id: row.branch_id,
          slug: row.branch_slug,
          name: row.branch_name,
          timezone: row.branch_timezone,
          address: row.branch_address ?? '',
          closed: row.branch_closed === true,
        }
      : null;
  return { merchant: toSettings(row), branch };
}

function toSettings(row: Row): MerchantSettings {
  const currency = merchantCurrency(row.currency);
  const money = (amount_minor: number) => ({ amount_minor, currency });
  return {
    id: row.id,
    slug: row.slug,
    page_activated: row.page_activated,
    vertical: row.vertical,
    onlineReservationsEnabled: row.online_reservations_enabled,
    currency,
    maxServices: row.max_services_per_appointment,
    allowEmployeeSelection: row.allow_employee_selection,
    onlinePaymentAllowed: row.online_payment_allowed,
    onlinePaymentRequired: row.online_payment_required,
    frequencyMinutes: row.reservation_frequency_minutes,
    minLeadTime: { value: row.min_booking_lead_time_value, type: row.min_booking_lead_time_unit },
    maxLeadTime: { value: row.max_booking_lead_time_value, type: row.max_booking_lead_time_unit },
    holdMinutes: row.hold_minutes,
    paymentWindowMinutes: row.payment_window_minutes,
    policy: {
      cancellation_lead_time: { value: row.cancellation_lead_time_value, type: row.cancellation_lead_time_unit },
      editing_limit: { value: row.editing_limit_value, type: row.editing_limit_unit },
      editing_fee: money(row.editing_fee_minor),
      late_cancellation_fee: money(row.late_cancellation_fee_minor),
      late_rescheduling_fee: money(row.late_rescheduling_fee_minor),
    },
  };
}
