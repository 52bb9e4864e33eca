import { isReservedSlug } from '../slugs';

const MAX_LENGTH = 63;
const GERMAN: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * A page address suggested from a business name, as the sign-up form fills it in while the
 * name is typed: lower-case letters, digits and single hyphens ("Café Müller & Söhne" ->
 * "cafe-mueller-soehne"). German umlauts are spelled out as Germans write them without
 * umlauts; other accents are dropped. A reserved word gets "-1" so the suggestion is
 * always one the API could accept; an empty result means there is nothing to suggest.
 */
export function suggestSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => GERMAN[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  return isReservedSlug(slug) ? `${slug}-1` : slug;
}
