/**
 * A price as the owner types it, in the currency's main unit: `25`, `25,5`, `25.50` (either
 * decimal mark, since a German keyboard gives a comma and a phone's number pad may give a
 * point). No thousands separators: `1.250` would be ambiguous between the two languages.
 */
export const PRICE_TEXT_PATTERN = /^\s*\d{1,6}(?:[.,]\d{1,2})?\s*$/;

/** Minor units of a typed price (2 decimals), or null when it is not one. */
export function priceMinorOf(text: string): number | null {
  if (!PRICE_TEXT_PATTERN.test(text)) return null;
  const [whole = '0', fraction = ''] = text.trim().split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The text the price field starts with: `25,50` in German, `25.50` in English. */
export function priceTextOf(minor: number, locale: string): string {
  const text = (minor / 100).toFixed(2);
  return locale.startsWith('de') ? text.replace('.', ',') : text;
}
