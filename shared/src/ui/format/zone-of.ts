/** The IANA zone in brackets of an RFC 9557 string (`...+01:00[Europe/Berlin]`), if any. */
export function zoneOf(value: string): string | undefined {
  const match = /\[([^\]]+)\]$/.exec(value);
  return match?.[1];
}
