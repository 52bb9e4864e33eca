/**
 * UTC offset of an IANA zone at an instant, from the platform's time zone data (Intl), so
 * daylight-saving rules stay as current as Node's ICU. Results are memoised per zone and
 * quarter hour: every zone's transitions since 1970 fall on quarter hours, and an
 * availability search asks for the same few instants many times.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const MAX_MEMO_ENTRIES = 50_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
const memo = new Map<string, Map<number, number>>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Throws a RangeError for a zone the platform does not know. */
export function zoneOffsetMs(zone: string, instant: number): number {
  const bucket = Math.floor(instant / QUARTER_HOUR_MS);
  // The formatter first: an unknown zone throws before it gets a memo of its own.
  const formatter = formatterFor(zone);
  let offsets = memo.get(zone);
  if (!offsets) {
    offsets = new Map();
    memo.set(zone, offsets);
  }
  const known = offsets.get(bucket);
  if (known !== undefined) return known;
  const at = bucket * QUARTER_HOUR_MS;
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const offset = Date.UTC(year, month - 1, day, hour, minute, second) - at;
  if (offsets.size >= MAX_MEMO_ENTRIES) offsets.clear();
  offsets.set(bucket, offset);
  return offset;
}
