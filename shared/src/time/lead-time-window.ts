import type { LeadTime } from '../contract/configuration';
import { addLeadTime } from './add-lead-time';
import { dateOfDay } from './local-date';
import { localDayOf } from './zoned-instant';

export interface LeadTimeWindow {
  /** The earliest instant a booking may start: now + minimum lead time. */
  earliest: number;
  /** The latest instant a booking may start: now + maximum lead time. */
  latest: number;
  /** The same as local dates (`YYYY-MM-DD`) in the branch's zone, for a date picker. */
  firstDate: string;
  lastDate: string;
}

/**
 * What a customer may book (by default 1 day to 3 months), counted
 * in the branch's zone, the same way the API checks it, so a day the picker offers is a
 * day the API accepts.
 */
export function leadTimeWindow(now: number, min: LeadTime, max: LeadTime, zone: string): LeadTimeWindow {
  const earliest = addLeadTime(now, min, zone);
  const latest = addLeadTime(now, max, zone);
  return {
    earliest,
    latest,
    firstDate: dateOfDay(localDayOf(zone, earliest)),
    lastDate: dateOfDay(localDayOf(zone, latest)),
  };
}
