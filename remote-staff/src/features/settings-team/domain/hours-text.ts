/** One interval of a day as typed: wall-clock `HH:MM`, the end after the start. */
export type DayHours = { start: string; end: string };

const TIME = /^(\d{1,2})(?::?(\d{2}))?$/;

function timeOf(text: string): string | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

export type HoursTextResult =
  | { ok: true; hours: DayHours[] }
  | { ok: false; code: 'invalid_format' | 'end_before_start' | 'hours_overlap' };

/**
 * A day's hours typed in one cell of the week: intervals split by commas, each `start-end`
 * (`9-13`, `09:00–13:00`, `1430-18`); empty is a day off. Sorted; an end not after its start
 * and intervals that overlap are refused, as the API refuses them.
 */
export function parseHoursText(text: string): HoursTextResult {
  const parts = text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const hours: DayHours[] = [];
  for (const part of parts) {
    const [from, to, ...rest] = part.split(/\s*[-–—]\s*/);
    const start = from === undefined ? null : timeOf(from);
    const end = to === undefined ? null : timeOf(to);
    if (!start || !end || rest.length > 0) return { ok: false, code: 'invalid_format' };
    if (end <= start) return { ok: false, code: 'end_before_start' };
    hours.push({ start, end });
  }
  hours.sort((a, b) => a.start.localeCompare(b.start));
  for (let i = 1; i < hours.length; i++) {
    const previous = hours[i - 1];
    const current = hours[i];
    if (previous && current && current.start < previous.end) return { ok: false, code: 'hours_overlap' };
  }
  return { ok: true, hours };
}

/** The cell's text for a day's hours: `09:00–13:00, 14:00–18:00`. */
export function formatHoursText(hours: readonly DayHours[]): string {
  return [...hours]
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((h) => `${h.start}–${h.end}`)
    .join(', ');
}
