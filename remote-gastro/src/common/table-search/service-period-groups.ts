import type { FreeTime } from '@booking/shared/contract/free-times';
import type { ServicePeriod } from '@booking/shared/contract/reservation-availability';

export type ServiceName = 'lunch' | 'dinner';

const minuteOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
/** A service that starts from mid-afternoon on is the evening's. */
const DINNER_STARTS_FROM = 15 * 60;
/** A kitchen open through the afternoon into the evening: its times from here on are dinner. */
const ALL_DAY_ENDS_AFTER = 18 * 60;
const ALL_DAY_DINNER_FROM = 17 * 60;

function serviceOf(minute: number, period: { start: number; end: number } | undefined): ServiceName {
  if (!period) return minute < ALL_DAY_DINNER_FROM ? 'lunch' : 'dinner';
  if (period.start >= DINNER_STARTS_FROM) return 'dinner';
  if (period.end <= ALL_DAY_ENDS_AFTER) return 'lunch';
  return minute < ALL_DAY_DINNER_FROM ? 'lunch' : 'dinner';
}

/**
 * A restaurant's free times grouped by its services, lunch and dinner, as its opening hours
 * that day divide them: a time belongs to the period it starts in, and a period is named by
 * when it starts (a lunch at 12:00 is lunch, though the clock says afternoon). Null without
 * periods (the list then falls back to morning, afternoon and evening).
 */
export function servicePeriodGroups(
  times: readonly Pick<FreeTime, 'start' | 'local_time'>[],
  periods: readonly ServicePeriod[] | undefined,
): { service: ServiceName; slots: string[] }[] | null {
  if (!periods || periods.length === 0) return null;
  const ranges = periods.map((period) => ({ start: minuteOf(period.start), end: minuteOf(period.end) }));
  const groups: Record<ServiceName, string[]> = { lunch: [], dinner: [] };
  for (const time of times) {
    const minute = minuteOf(time.local_time);
    const period = ranges.find((range) => range.start <= minute && minute < range.end);
    groups[serviceOf(minute, period)].push(time.start);
  }
  return (['lunch', 'dinner'] as const)
    .map((service) => ({ service, slots: groups[service] }))
    .filter((group) => group.slots.length > 0);
}
