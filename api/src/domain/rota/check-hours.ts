import type { FieldError } from '@booking/shared/forms/field-errors';

export type HoursInput = { branch_id: string; start: string; end: string; weekday?: number; cycle_week?: number };

/** `HH:MM` (validated by the contract) as minutes since midnight; `24:00` ends a day. */
export function minuteOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * Field errors of a list of working hours, under `hours.<n>.start|end`: an end not after its
 * start, and an interval that overlaps another of the same day (same weekday and week of the
 * cycle, at any branch: one person works one place at a time). A second week's hours in a
 * one-week rota are refused too. The database's exclusion constraint is the truth behind it.
 */
export function checkHours(hours: readonly HoursInput[], cycleWeeks = 1): Record<string, FieldError[]> {
  const fields: Record<string, FieldError[]> = {};
  const add = (key: string, error: FieldError) => {
    fields[key] = [...(fields[key] ?? []), error];
  };
  hours.forEach((interval, index) => {
    if ((interval.cycle_week ?? 0) >= cycleWeeks) add(`hours.${index}.cycle_week`, { code: 'invalid_value' });
    if (minuteOf(interval.end) <= minuteOf(interval.start)) {
      add(`hours.${index}.end`, { code: 'end_before_start' });
      return;
    }
    const overlaps = hours.some(
      (other, otherIndex) =>
        otherIndex !== index &&
        (other.weekday ?? 0) === (interval.weekday ?? 0) &&
        (other.cycle_week ?? 0) === (interval.cycle_week ?? 0) &&
        minuteOf(other.start) < minuteOf(interval.end) &&
        minuteOf(interval.start) < minuteOf(other.end),
    );
    if (overlaps) add(`hours.${index}.start`, { code: 'hours_overlap' });
  });
  return fields;
}
