import type { FreeTime } from '@booking/shared/contract/free-times';
import { dateOfDay, datesFrom, dayNumber } from '@booking/shared/time/local-date';

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
  return datesFrom(first, last).filter((date) => !byDay.get(date)?.length);
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
