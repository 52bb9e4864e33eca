import { sameZone } from '@booking/shared/time/same-zone';
import { zoneOf } from '@booking/shared/time/zone-of';
import type { DomainError, Result } from '../result';

/**
 * A start sent with a zone suffix must name the branch's zone: `-05:00[America/New_York]`
 * is a real instant, but a client that thinks a Berlin branch is in New York shows its
 * customer another time than the one booked. Without a suffix the offset alone counts.
 * (The contract already refuses unknown zones and offsets that contradict their zone.)
 */
export function checkStartZone(start: string, branchZone: string): Result<true, DomainError> {
  const zone = zoneOf(start);
  if (zone === null || sameZone(zone, branchZone)) return { ok: true, value: true };
  return { ok: false, error: { code: 'invalid_input', fields: { start: [{ code: 'invalid_time_zone' }] } } };
}
