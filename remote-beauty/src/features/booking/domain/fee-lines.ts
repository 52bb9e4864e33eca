import type { BookingPolicy } from '@booking/shared/contract/booking-policy';
import type { LeadTime } from '@booking/shared/contract/configuration';
import type { Money } from '@booking/shared/contract/services';

export type FeeLineKind = 'late_cancellation' | 'late_rescheduling' | 'editing';

/** One fee a customer agrees to by booking: what triggers it (less than `lead` before) and its amount. */
export interface FeeLine {
  kind: FeeLineKind;
  lead: LeadTime;
  amount: Money;
}

/**
 * The merchant's change fees as lines to put in words before the customer commits, in the
 * order a customer meets them (cancel, move, any change at short notice). A fee of zero is
 * no line: "free" is said once for the whole policy instead.
 */
export function feeLines(policy: BookingPolicy): FeeLine[] {
  const lines: FeeLine[] = [
    { kind: 'late_cancellation', lead: policy.cancellation_lead_time, amount: policy.late_cancellation_fee },
    { kind: 'late_rescheduling', lead: policy.cancellation_lead_time, amount: policy.late_rescheduling_fee },
    { kind: 'editing', lead: policy.editing_limit, amount: policy.editing_fee },
  ];
  return lines.filter((line) => line.amount.amount_minor > 0 && line.lead.value > 0);
}

const UNITS = { minutes: 'minute', hours: 'hour', days: 'day', weeks: 'week', months: 'month' } as const;

/** The Intl unit of a lead time (`24 hours`, `2 Tage`), for `formatNumber(..., { style: 'unit' })`. */
export function leadTimeUnit(lead: LeadTime): (typeof UNITS)[keyof typeof UNITS] {
  return UNITS[lead.type];
}
