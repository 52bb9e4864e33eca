import type { LeadTime } from '@booking/shared/contract/configuration';
import { DAY_MS, MINUTE_MS } from './local-date';
import { localDayOf, localMinuteOf, zonedInstant } from './zoned-instant';

/**
 * `instant` moved by a lead time, forwards (1) or backwards (-1). Minutes and hours are
 * elapsed time; days, weeks and months are calendar steps in the zone, so "1 day before
 * 10:00" is 10:00 the day before even across a daylight-saving change, and "3 months
 * after 31 January" is the last day of April.
 */
export function addLeadTime(instant: number, lead: LeadTime, zone: string, direction: 1 | -1 = 1): number {
  const steps = lead.value * direction;
  switch (lead.type) {
    case 'minutes':
      return instant + steps * MINUTE_MS;
    case 'hours':
      return instant + steps * 60 * MINUTE_MS;
    case 'days':
    case 'weeks': {
      const days = lead.type === 'weeks' ? steps * 7 : steps;
      return zonedInstant(zone, localDayOf(zone, instant) + days, localMinuteOf(zone, instant));
    }
    case 'months': {
      const date = new Date(localDayOf(zone, instant) * DAY_MS);
      const firstOfTarget = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + steps, 1);
      const target = new Date(firstOfTarget);
      const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
      const day = firstOfTarget / DAY_MS + Math.min(date.getUTCDate(), lastDay) - 1;
      return zonedInstant(zone, day, localMinuteOf(zone, instant));
    }
  }
}
