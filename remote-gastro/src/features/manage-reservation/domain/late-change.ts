import type { LeadTime } from '@booking/shared/contract/configuration';
import { instantOf } from '@booking/shared/contract/zoned-time';
import { addLeadTime } from '@booking/shared/time/add-lead-time';

/**
 * Whether a change now falls inside the cancellation lead time before the start (in the
 * branch's zone, as the API counts it): then the merchant's late policy applies.
 */
export function isLateChange(now: number, start: string, lead: LeadTime, zone: string): boolean {
  return now >= addLeadTime(instantOf(start).getTime(), lead, zone, -1);
}
