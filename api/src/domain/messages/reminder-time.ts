import { addLeadTime } from '@booking/shared/time/add-lead-time';

/** Sooner than this before the start, a reminder is not worth sending. */
export const LATE_REMINDER_HOURS = 2;

/**
 * When a reminder chosen at booking is sent: the same wall-clock time the day before the
 * start, in the branch's zone (so across a daylight-saving change it is 23 or 25 hours
 * before); if that has passed already, 2 hours before; if that has too, none (null).
 */
export function reminderTime(start: number, zone: string, now: number): number | null {
  const dayBefore = addLeadTime(start, { value: 1, type: 'days' }, zone, -1);
  if (dayBefore > now) return dayBefore;
  const late = addLeadTime(start, { value: LATE_REMINDER_HOURS, type: 'hours' }, zone, -1);
  return late > now ? late : null;
}
