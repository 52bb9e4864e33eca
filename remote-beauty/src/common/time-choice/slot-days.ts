import type { FreeTime } from '@booking/shared/contract/free-times';
import { dateOfDay, dayNumber } from '@booking/shared/time/local-date';

/**
 * Free start times by day: the API names each time's day in the branch's zone (`date`), so
 * the day of a slot is read, not computed: no zone arithmetic can disagree with the API.
 */
export type SlotsByDay = ReadonlyMap<string, readonly string[]>;

export function slotsByDay(times: readonly Pick<FreeTime, 'start' | 'date'>[]): SlotsByDay {
  const days = new Map<string, string[]>();
  for (const { start, date } of times) {
    const list = days.get(date);
    if (list) list.push(start);
    else days.set(date, [start]);
  }
  return days;
}

/** Days of the window (both ends included) without a free time: "fully booked" in the picker. */
export function fullyBookedDays(byDay: SlotsByDay, first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = dayNumber(first); day <= dayNumber(last); day++) {
    const date = dateOfDay(day);
    if (!byDay.get(date)?.length) days.push(date);
  }
  return days;
}

/** The first day after `date` with a free time, for the one-tap offer on an empty day. */
export function nextDayWithSlots(byDay: SlotsByDay, date: string): string | null {
  const later = [...byDay.keys()].filter((day) => day > date && (byDay.get(day)?.length ?? 0) > 0).sort();
  return later[0] ?? null;
}

/** The day to open on: the one chosen before if it is in the window, else the first with a free time. */
export function dayToShow(byDay: SlotsByDay, chosen: string | null, first: string, last: string): string {
  if (chosen && chosen >= first && chosen <= last) return chosen;
  return [...byDay.keys()].sort()[0] ?? first;
}

/**
 * Date ranges of at most `maxDays` covering the window, for the availability call (which
 * answers at most 31 days at a time).
 */
export function windowChunks(first: string, last: string, maxDays: number): { from: string; to: string }[] {
  const chunks: { from: string; to: string }[] = [];
  const end = dayNumber(last);
  for (let day = dayNumber(first); day <= end; day += maxDays) {
    chunks.push({ from: dateOfDay(day), to: dateOfDay(Math.min(end, day + maxDays - 1)) });
  }
  return chunks;
}

/**
 * A `YYYY-MM-DD` as local midnight, for naming the day with Intl (as the kit's date picker
 * draws its days): a calendar date, so the device's zone cannot shift it.
 */
export function calendarDate(value: string): Date {
  const [year = 1970, month = 1, day = 1] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}
