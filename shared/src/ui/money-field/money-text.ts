/*
 * Amounts as an owner types and reads them in the form's language: `5,50` and `5,50 €` in
 * German, `5.50` and `€5.50` in English. Pure, so the field's React stays thin.
 */

/** The language's currency format; a code Intl does not know yet (a form still loading) reads as no sign. */
function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency });
  } catch {
    return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
}

/** Digits after the decimal mark in the currency (2 for EUR, 0 for JPY). */
export function fractionDigitsOf(currency: string): number {
  return currencyFormat('en', currency).resolvedOptions().maximumFractionDigits ?? 2;
}

/** The text a field shows for an amount in minor units: `5,00` (de), `5.00` (en), no symbol, no grouping. */
export function moneyTextOf(minor: number, locale: string, currency: string): string {
  const digits = fractionDigitsOf(currency);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(minor / 10 ** digits);
}

/** The currency sign before or after the number, where the language writes it: `€` after in German. */
export function moneyAffixesOf(locale: string, currency: string): { prefix: string; suffix: string } {
  const parts = currencyFormat(locale, currency).formatToParts(1);
  const numberAt = parts.findIndex((part) => part.type === 'integer');
  const lastNumberAt = parts.findLastIndex((part) => ['integer', 'decimal', 'fraction'].includes(part.type));
  const join = (list: Intl.NumberFormatPart[]) =>
    list
      .map((part) => part.value)
      .join('')
      .trim();
  return { prefix: join(parts.slice(0, numberAt)), suffix: join(parts.slice(lastNumberAt + 1)) };
}

const SPACES = /[\s\u00a0\u202f']/g;

/**
 * Minor units of a typed amount, or null when the text is not one. Either mark followed by at
 * most the currency's decimals at the end is the decimal mark (a German keyboard gives a comma,
 * a phone's number pad may give a point); otherwise only the language's grouping mark may stand
 * between groups of three (`1.250,00` in German, `1,250.00` in English; `5,505` is no amount). A sign or code of the currency is ignored,
 * so a pasted `5,50 €` is read; a minus sign is not an amount.
 */
export function parseMoneyText(text: string, locale: string, currency: string): number | null {
  const { prefix, suffix } = moneyAffixesOf(locale, currency);
  let plain = text.replace(SPACES, '');
  for (const sign of [currency, prefix, suffix]) if (sign) plain = plain.replaceAll(sign.replace(SPACES, ''), '');
  if (!/^\d[\d.,]*$/.test(plain)) return null;
  const digits = fractionDigitsOf(currency);
  const decimal = digits > 0 ? new RegExp(`[.,](\\d{1,${digits}})$`).exec(plain) : null;
  const whole = decimal ? plain.slice(0, decimal.index) : plain;
  const fraction = decimal?.[1] ?? '';
  if (!isGroupedWhole(whole, groupMarkOf(locale), decimal?.[0].charAt(0))) return null;
  const minor = Number(whole.replace(/[.,]/g, '')) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** The language's thousands mark: `.` in German, `,` in English. */
function groupMarkOf(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1000).find((part) => part.type === 'group')?.value ?? '';
}

/** `1250`, or `1.250` (de) / `1,250` (en): the grouping mark, not the decimal one, between groups of three. */
function isGroupedWhole(whole: string, groupMark: string, decimalMark: string | undefined): boolean {
  if (/^\d+$/.test(whole)) return true;
  const marks = new Set(whole.replace(/\d/g, ''));
  if (marks.size !== 1 || !marks.has(groupMark) || groupMark === decimalMark) return false;
  return /^\d{1,3}([.,]\d{3})+$/.test(whole);
}
