import type { Slot } from '@booking/shared/contract/availability';
import type { FreeTime } from '@booking/shared/contract/free-times';
import { formatZoned } from '@booking/shared/time/format-zoned';

/**
 * The free start times of a search as the salon's and the restaurant's answers give them
 * (decision 0084): `times`, the one shape both share, and `slots`, kept for a release for pages
 * deployed before `times`. The day and wall-clock time are cut from the zoned string the
 * visitor sends back, so they cannot disagree with it.
 */
export function presentFreeTimes(
  free: readonly { start: number; end: number }[],
  zone: string,
): { slots: Slot[]; times: FreeTime[] } {
  const slots = free.map((slot) => ({ start: formatZoned(slot.start, zone), end: formatZoned(slot.end, zone) }));
  const times = slots.map(({ start }) => ({ start, date: start.slice(0, 10), local_time: start.slice(11, 16) }));
  return { slots, times };
}
