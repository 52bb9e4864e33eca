export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The visitor's saved choice wins; otherwise German in production and English in
 * development, and English for anything unknown.
 */
export function chooseLocale(saved: string | null | undefined, mode: 'production' | 'development'): Locale {
  if (isLocale(saved)) return saved;
  return mode === 'production' ? 'de' : FALLBACK_LOCALE;
}
