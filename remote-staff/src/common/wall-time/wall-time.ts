import { formatZoned } from '@booking/shared/time/format-zoned';
import { instantOf } from '@booking/shared/time/instant-of';
import { dateOfDay, dayNumber } from '@booking/shared/time/local-date';
import { localDayOf, localMinuteOf, zonedInstant } from '@booking/shared/time/zoned-instant';

/** A date and a wall-clock time as the native `date` and `time` inputs hold them. */
export interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isWallTime = (value: string) => TIME.test(value);

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The API's start string for a wall-clock time in the branch's zone (staff type the
 * branch's time, wherever their device runs). Across a DST change the zone rules decide
 * (shared/src/time/zoned-instant.ts).
 */
export function zonedFromWall({ date, time }: WallTime, zone: string): string {
  return formatZoned(zonedInstant(zone, dayNumber(date), minutesOf(time)), zone);
}

/** The instant of a wall-clock time in the zone, for comparisons. */
export function instantFromWall({ date, time }: WallTime, zone: string): number {
  return zonedInstant(zone, dayNumber(date), minutesOf(time));
}

/** Midnight at the start of a local date, in the zone's API form. */
export function zonedMidnight(date: string, zone: string, plusDays = 0): string {
  return formatZoned(zonedInstant(zone, dayNumber(date) + plusDays, 0), zone);
}

/** The wall-clock date and time of an ISO instant (any offset) in the zone. */
export function wallOf(value: string, zone: string): WallTime {
  const instant = instantOf(value);
  const minute = Math.floor(localMinuteOf(zone, instant));
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: dateOfDay(localDayOf(zone, instant)), time: `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}` };
}
