import type { Locale } from './locale';

/** SPEC: "USD for en, EUR for de" applies only when the merchant configured no currency. */
export function currencyFor(configured: string | null | undefined, locale: Locale): string {
  if (configured) return configured;
  return locale === 'de' ? 'EUR' : 'USD';
}

export function formatMoney(amountMinor: number, currency: string, locale: Locale): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}
