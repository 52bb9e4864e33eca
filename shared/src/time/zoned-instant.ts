import { DAY_MS, MINUTE_MS } from './local-date';
import { zoneOffsetMs } from './zone-offset';

/**
 * The instant of a wall-clock time on a local date in a zone. Across a daylight-saving
 * change this resolves like Temporal's `disambiguation: 'compatible'`: a time that occurs
 * twice (autumn) is the earlier one; a time that does not exist (spring) moves forward by
 * the gap, so 02:30 on the spring-forward night is 03:30 summer time. `minuteOfDay` may be
 * 1440 (24:00, the end of a shift that closes at midnight).
 */
export function zonedInstant(zone: string, day: number, minuteOfDay: number): number {
  const wall = day * DAY_MS + minuteOfDay * MINUTE_MS;
  const before = zoneOffsetMs(zone, wall - DAY_MS);
  const after = zoneOffsetMs(zone, wall + DAY_MS);
  const withBefore = wall - before;
  if (before === after) return withBefore;
  if (zoneOffsetMs(zone, withBefore) === before) return withBefore;
  const withAfter = wall - after;
  if (zoneOffsetMs(zone, withAfter) === after) return withAfter;
  return withBefore;
}

/** The local date (day number) of an instant in a zone. */
export function localDayOf(zone: string, instant: number): number {
  return Math.floor((instant + zoneOffsetMs(zone, instant)) / DAY_MS);
}

/** Minutes since local midnight of an instant in a zone (wall clock, may be fractional). */
export function localMinuteOf(zone: string, instant: number): number {
  const wall = instant + zoneOffsetMs(zone, instant);
  return (wall - Math.floor(wall / DAY_MS) * DAY_MS) / MINUTE_MS;
}
