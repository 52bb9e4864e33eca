import { instantOf } from './instant-of';
import { withoutZone } from './without-zone';
import { zoneOf } from './zone-of';
import { zoneOffsetMs } from './zone-offset';

const MINUTE_MS = 60_000;

/**
 * Whether the offset written in a zoned date-time is the one its zone has at that instant:
 * false for `+01:00[America/New_York]` (which of the two did the client mean?) and for a
 * zone the platform does not know. A value without a zone has nothing to contradict.
 */
export function offsetFitsZone(value: string): boolean {
  const zone = zoneOf(value);
  if (zone === null) return true;
  const instant = instantOf(value);
  if (Number.isNaN(instant)) return false;
  let offset: number;
  try {
    offset = zoneOffsetMs(zone, instant);
  } catch {
    return false;
  }
  return offset === writtenOffsetMinutes(value) * MINUTE_MS;
}

/** The offset written in the value, in minutes east of UTC (`Z` is 0). */
function writtenOffsetMinutes(value: string): number {
  const match = /([+-])(\d{2}):(\d{2})$/.exec(withoutZone(value));
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}
