import { zoneOffsetMs } from './zone-offset';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * RFC 9557: `2026-10-25T02:30:00+01:00[Europe/Berlin]`. The offset tells the two 02:30 of
 * the autumn night apart; the zone name lets a client do further arithmetic correctly.
 */
export function formatZoned(instant: number, zone: string): string {
  const offset = zoneOffsetMs(zone, instant);
  const wall = new Date(instant + offset).toISOString().slice(0, 19);
  const minutes = Math.abs(offset) / 60_000;
  const sign = offset < 0 ? '-' : '+';
  return `${wall}${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}[${zone}]`;
}
