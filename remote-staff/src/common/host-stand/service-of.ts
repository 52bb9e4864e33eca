/** A restaurant's two services; a time belongs to the opening period it starts in. */
export type ServiceName = 'lunch' | 'dinner';

export interface WallPeriod {
  start: string;
  end: string;
}

/** The branch's wall clock of an API time (`2026-03-04T12:30:00+01:00[Europe/Berlin]` -> 750). */
export const wallMinuteOf = (zoned: string) => Number(zoned.slice(11, 13)) * 60 + Number(zoned.slice(14, 16));

/** A period's minutes on its day's wall clock; one that runs to midnight ends at 24:00. */
export function wallRangeOf(period: WallPeriod): { from: number; to: number } {
  const nextDay = period.end.slice(0, 10) > period.start.slice(0, 10);
  return { from: wallMinuteOf(period.start), to: nextDay ? 24 * 60 : wallMinuteOf(period.end) };
}

/** A period that starts from mid-afternoon on is the evening's. */
const DINNER_STARTS_FROM = 15 * 60;
/** A kitchen open through the afternoon into the evening: its times from here on are dinner. */
const ALL_DAY_ENDS_AFTER = 18 * 60;
const ALL_DAY_DINNER_FROM = 17 * 60;

/**
 * The service a start belongs to, as the day's opening hours divide it (the guests' reservation
 * screen groups its free times by the same rule): a period is named by when it starts, so a
 * table at 12:00 is lunch though the clock says afternoon; a walk-in outside every period goes
 * by the clock.
 */
export function serviceOf(start: string, periods: readonly WallPeriod[]): ServiceName {
  const minute = wallMinuteOf(start);
  const range = periods.map(wallRangeOf).find(({ from, to }) => from <= minute && minute < to);
  if (range && range.from >= DINNER_STARTS_FROM) return 'dinner';
  if (range && range.to <= ALL_DAY_ENDS_AFTER) return 'lunch';
  return minute < ALL_DAY_DINNER_FROM ? 'lunch' : 'dinner';
}
