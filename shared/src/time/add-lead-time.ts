import type { LeadTime } from '../contract/configuration';
import { addDays, addMonths } from './add-calendar';
import { MINUTE_MS } from './local-date';

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
      return addDays(instant, steps, zone);
    case 'weeks':
      return addDays(instant, steps * 7, zone);
    case 'months':
      return addMonths(instant, steps, zone);
  }
}
