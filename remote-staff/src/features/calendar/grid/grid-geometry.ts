import { MINUTE_MS } from '@booking/shared/time/local-date';
import { localMinuteOf, zonedInstant } from '@booking/shared/time/zoned-instant';

export interface Period {
  start: number;
  end: number;
}

/** The wall-clock minutes of the day a grid shows, whole hours. */
export interface GridWindow {
  startMinute: number;
  endMinute: number;
}

/** When nothing is planned on the days shown: a working day. */
export const DEFAULT_WINDOW: GridWindow = { startMinute: 8 * 60, endMinute: 20 * 60 };
/** The step of the grid: slots, snapping when dragging, the start of a new appointment. */
export const SLOT_MINUTES = 15;

/**
 * The hours the grid spans on `days` (day numbers): whole hours around the opening and
 * working hours and every appointment, so an appointment booked outside hours still shows.
 * Whole-day absences are left out by the caller: they would stretch the grid to midnight.
 */
export function gridWindow(periods: readonly Period[], zone: string, days: readonly number[]): GridWindow {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const day of days) {
    const dayStart = zonedInstant(zone, day, 0);
    const dayEnd = zonedInstant(zone, day + 1, 0);
    for (const period of periods) {
      const start = Math.max(period.start, dayStart);
      const end = Math.min(period.end, dayEnd);
      if (end <= start) continue;
      first = Math.min(first, start === dayStart ? 0 : localMinuteOf(zone, start));
      last = Math.max(last, end === dayEnd ? 24 * 60 : localMinuteOf(zone, end));
    }
  }
  if (!Number.isFinite(first)) return DEFAULT_WINDOW;
  return { startMinute: Math.floor(first / 60) * 60, endMinute: Math.min(24 * 60, Math.ceil(last / 60) * 60) };
}

/** The instants one day's column runs between: the window on that local date. */
export function columnSpan(day: number, window: GridWindow, zone: string): Period {
  return { start: zonedInstant(zone, day, window.startMinute), end: zonedInstant(zone, day, window.endMinute) };
}

/** Minutes of elapsed time a span covers (one hour more or less on a change day that it crosses). */
export function spanMinutes(span: Period): number {
  return (span.end - span.start) / MINUTE_MS;
}

/**
 * Where an item sits in a column: minutes from the column's top and its length, cut to the
 * column; null when it lies outside. Elapsed time, so the autumn night's second 02:30 sits
 * an hour below the first.
 */
export function placeInSpan(item: Period, span: Period): { top: number; height: number } | null {
  const start = Math.max(item.start, span.start);
  const end = Math.min(item.end, span.end);
  if (end <= start) return null;
  return { top: (start - span.start) / MINUTE_MS, height: (end - start) / MINUTE_MS };
}

/** The full hours of a span, as instants, for the labels down the side. */
export function hourMarks(span: Period, zone: string): number[] {
  const marks: number[] = [];
  for (let t = span.start; t < span.end; t += 60 * MINUTE_MS) {
    // A zone with half-hour offsets still labels its own full hours.
    if (localMinuteOf(zone, t) % 60 === 0) marks.push(t);
  }
  return marks;
}

/** The starts of the slots of a span, minutes from its top. */
export function slotOffsets(span: Period): number[] {
  const total = spanMinutes(span);
  return Array.from({ length: Math.floor(total / SLOT_MINUTES) }, (_, index) => index * SLOT_MINUTES);
}

/** A dragged offset snapped to the grid's step and kept inside the column with the item's length. */
export function snapOffset(minutes: number, duration: number, total: number): number {
  const snapped = Math.round(minutes / SLOT_MINUTES) * SLOT_MINUTES;
  return Math.max(0, Math.min(snapped, Math.floor((total - duration) / SLOT_MINUTES) * SLOT_MINUTES));
}

/** Rem per minute of the grid: an hour is 4.5 rem, a 15-minute slot a finger-sized 1.125 rem. */
const REM_PER_MINUTE = 0.075;

/** The CSS length of a number of minutes down the grid. */
export const rem = (minutes: number) => `${minutes * REM_PER_MINUTE}rem`;
