import type { LeadTime } from '@booking/shared/contract/configuration';

/**
 * The calendar days a guest may pick, as `YYYY-MM-DD` in the branch's time zone: from
 * `now + min lead time` to `now + max lead time` (SPEC section 9: 1 day, 3 months).
 */
const UNIT_MS = { minutes: 60_000, hours: 3_600_000, days: 86_400_000, weeks: 604_800_000 } as const;

function addLeadTime(now: Date, lead: LeadTime): Date {
  if (lead.type === 'months') {
    const next = new Date(now.getTime());
    next.setUTCMonth(next.getUTCMonth() + lead.value);
    return next;
  }
  return new Date(now.getTime() + lead.value * UNIT_MS[lead.type]);
}

export function localDate(instant: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD, the value an <input type="date"> expects.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

export function bookingWindow(
  now: Date,
  min: LeadTime,
  max: LeadTime,
  timeZone: string,
): { first: string; last: string } {
  return { first: localDate(addLeadTime(now, min), timeZone), last: localDate(addLeadTime(now, max), timeZone) };
}
