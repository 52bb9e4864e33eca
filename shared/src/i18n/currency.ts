import type { Locale } from './locale';

/** SPEC: "USD for en, EUR for de" applies only when the merchant configured no currency. */
export function currencyFor(configured: string | null | undefined, locale: Locale): string {
  if (configured) return configured;
  return locale === 'de' ? 'EUR' : 'USD';
}

// A formatter costs far more to build than to use (the API formats every message's prices).
const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(amountMinor: number, currency: string, locale: Locale): string {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}
