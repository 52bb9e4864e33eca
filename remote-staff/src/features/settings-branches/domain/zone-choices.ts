import { canonicalZone } from '@booking/shared/time/canonical-zone';

/** A country's usual time zone, for the countries a salon here most likely is in; others pick. */
const COUNTRY_ZONES: Readonly<Record<string, string>> = {
  DE: 'Europe/Berlin',
  AT: 'Europe/Vienna',
  CH: 'Europe/Zurich',
  LI: 'Europe/Vaduz',
  LU: 'Europe/Luxembourg',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  FR: 'Europe/Paris',
  IT: 'Europe/Rome',
  ES: 'Europe/Madrid',
  PT: 'Europe/Lisbon',
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  DK: 'Europe/Copenhagen',
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  FI: 'Europe/Helsinki',
  PL: 'Europe/Warsaw',
  CZ: 'Europe/Prague',
  SK: 'Europe/Bratislava',
  HU: 'Europe/Budapest',
  SI: 'Europe/Ljubljana',
  HR: 'Europe/Zagreb',
  GR: 'Europe/Athens',
  TR: 'Europe/Istanbul',
  US: 'America/New_York',
  CA: 'America/Toronto',
  AU: 'Australia/Sydney',
};

/** The zone a branch in `country` most likely keeps, or null when the country has several or is not listed. */
export function zoneOfCountry(country: string): string | null {
  return COUNTRY_ZONES[country] ?? null;
}

/**
 * Every IANA zone the browser knows, under the names the API keeps (`Europe/Kyiv`, not the
 * older `Europe/Kiev` some browsers list), with `UTC`, sorted; the one given first when the
 * browser lacks it.
 */
export function zoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set([...known.map((zone) => canonicalZone(zone) ?? zone), 'UTC']);
  if (current) zones.add(current);
  return [...zones].sort();
}
