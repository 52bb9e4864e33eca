/**
 * Time zones are kept under the IANA database's current names. Node 20's Intl (ICU, CLDR)
 * resolves a zone to CLDR's canonical name, which for these zones is still the spelling IANA
 * has since renamed (`Europe/Kiev` for `Europe/Kyiv`); newer engines give the IANA name
 * (ECMA-402, as Temporal does). Zones IANA merged only because their clocks agree since 1970
 * (`Europe/Bratislava` into `Europe/Prague`) keep their own name, as in CLDR and ECMA-402.
 */
export const RENAMED_ZONES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** What a zone's name may look like at all, before Intl is asked (it takes odd input). */
const ZONE_SHAPE = /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/;

/**
 * The canonical name of `zone` (`asia/calcutta` -> `Asia/Kolkata`, `utc` and `Etc/UTC` ->
 * `UTC`, `US/Eastern` -> `America/New_York`), or null when the platform does not know it.
 */
export function canonicalZone(zone: string): string | null {
  if (!ZONE_SHAPE.test(zone)) return null;
  let resolved: string | undefined;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  if (!resolved) return null;
  return RENAMED_ZONES[resolved] ?? resolved;
}
