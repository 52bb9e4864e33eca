import type { BookingPolicy } from '@booking/shared/contract/booking-policy';
import type { ChangeKind, FeeKind } from '@booking/shared/contract/change-quotes';
import { addLeadTime } from '@booking/shared/time/add-lead-time';

export type Fee = { kind: FeeKind; amountMinor: number };
export type ChangeCost = {
  fees: Fee[];
  totalMinor: number;
  /** From here on the late fees apply. */
  lateFrom: number;
  /** From here on a reschedule costs the service fee. */
  serviceFeeFrom: number;
};

/**
 * What a change made at `now` costs under the policy the appointment was booked with
 * (shared/src/contract/booking-policy.ts). Windows are counted back from the start in the
 * branch's zone, so "1 day" means the same wall time the day before. Fees of zero are not
 * listed.
 */
export function quoteChange(
  policy: BookingPolicy,
  appointment: { start: number; zone: string },
  change: ChangeKind,
  now: number,
): ChangeCost {
  const { start, zone } = appointment;
  const lateFrom = addLeadTime(start, policy.cancellation_lead_time, zone, -1);
  const serviceFeeFrom = addLeadTime(start, policy.editing_limit, zone, -1);
  const due: Fee[] = [];
  if (change === 'reschedule') {
    if (now >= serviceFeeFrom) due.push({ kind: 'service_fee', amountMinor: policy.editing_fee.amount_minor });
    if (now >= lateFrom)
      due.push({ kind: 'late_rescheduling_fee', amountMinor: policy.late_rescheduling_fee.amount_minor });
  } else if (now >= lateFrom) {
    due.push({ kind: 'late_cancellation_fee', amountMinor: policy.late_cancellation_fee.amount_minor });
  }
  const fees = due.filter((fee) => fee.amountMinor > 0);
  return { fees, totalMinor: fees.reduce((sum, fee) => sum + fee.amountMinor, 0), lateFrom, serviceFeeFrom };
}
