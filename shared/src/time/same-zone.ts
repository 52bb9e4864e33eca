import { canonicalZone } from './canonical-zone';

/**
 * Whether two IANA names are the same zone to the platform: `Asia/Calcutta` is
 * `Asia/Kolkata`, `Europe/Berlin` is not `Europe/Busingen`. An unknown name is only itself.
 */
export function sameZone(a: string, b: string): boolean {
  return (canonicalZone(a) ?? a) === (canonicalZone(b) ?? b);
}
