import { chooseLocale, type Locale } from '@booking/shared/i18n/locale';
import { localeStore } from '@booking/shared/stores/locale';

const STORAGE_KEY = 'booking.locale';

function readSaved(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The same choice as a cookie, so that the server draws the first screen in the visitor's
 * language (docs/decisions/0030). A preference, not tracking: no consent needed.
 */
function saveForServer(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not everywhere yet
  document.cookie = `booking_locale=${locale}; path=/; max-age=31536000; SameSite=Lax`;
}

function readCookie(): string | null {
  return /(?:^|;\s*)booking_locale=([a-z]{2})(?:;|$)/.exec(document.cookie)?.[1] ?? null;
}

export function initLocale(): void {
  const mode = process.env.NODE_ENV === 'production' ? 'production' : 'development';
  const saved = readSaved() ?? readCookie();
  const locale = chooseLocale(saved, mode);
  localeStore.getState().setLocale(locale);
  if (saved !== null && saved === locale && readCookie() !== locale) saveForServer(locale);
}

/** The visitor's choice is kept in localStorage: a preference they made, not tracking. */
export function switchLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode or storage full: the switch still applies to this page.
  }
  saveForServer(locale);
  localeStore.getState().setLocale(locale);
}
