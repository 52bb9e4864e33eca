/**
 * The IANA zone in an RFC 9557 string's brackets (`...+01:00[Europe/Berlin]`), or null when
 * it has none (a start a client sent with an offset only). What to do without a zone is the
 * caller's choice: `zoneOf(value) ?? undefined` lets Intl use the visitor's own.
 */
export function zoneOf(value: string): string | null {
  const bracket = value.indexOf('[');
  return bracket === -1 || !value.endsWith(']') ? null : value.slice(bracket + 1, -1);
}
