/**
 * Whether two IANA names are the same zone to the platform: `Asia/Calcutta` is
 * `Asia/Kolkata`, `Europe/Berlin` is not `Europe/Busingen`. An unknown name is only itself.
 */
export function sameZone(a: string, b: string): boolean {
  return canonical(a) === canonical(b);
}

function canonical(zone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return zone;
  }
}
