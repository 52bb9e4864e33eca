import type { LeadTime } from '@booking/shared/contract/configuration';
import { addLeadTime } from '@booking/shared/time/add-lead-time';
import { instantOf } from '@booking/shared/time/instant-of';

/**
 * Whether a change now falls inside the cancellation lead time before the start (in the
 * branch's zone, as the API counts it): then the merchant's late policy applies.
 */
export function isLateChange(now: number, start: string, lead: LeadTime, zone: string): boolean {
  return now >= addLeadTime(instantOf(start), lead, zone, -1);
}
