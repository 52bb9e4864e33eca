import { dateOfDay } from './local-date';
import { localDayOf } from './zoned-instant';

/**
 * Today's date (`YYYY-MM-DD`) in the branch's zone at `now`: a receptionist in Lisbon runs the
 * Berlin branch's day, and at 00:30 in Berlin it is already the new day though UTC and a device
 * elsewhere still read yesterday. `now` is the clock's reading, taken at the edge (a loader, a
 * component, a request handler), so the browser tests' running clock decides it (decision 0086).
 */
export function todayIn(zone: string, now: number): string {
  return dateOfDay(localDayOf(zone, now));
}
