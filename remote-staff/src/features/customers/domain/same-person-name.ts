/**
 * Whether two names are one person's name as online matching compares them (the database's
 * `person_name_key`, decision 0054): without case, accents or surrounding spaces, a run of
 * spaces inside read as one. "  Zoë Müller" is "zoe muller"; "Zoey" is not "Zoe".
 */
export function samePersonName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}

const nameKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ');
