/**
 * An RFC 9557 string without its `[zone]` suffix: the ISO 8601 date-time `Date.parse` and
 * zod's `iso.datetime` read. The offset alone fixes the instant; the zone is for arithmetic.
 */
export function withoutZone(value: string): string {
  const bracket = value.indexOf('[');
  return bracket === -1 ? value : value.slice(0, bracket);
}
