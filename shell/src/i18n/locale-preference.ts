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

export function initLocale(): void {
  const mode = process.env.NODE_ENV === 'production' ? 'production' : 'development';
  localeStore.getState().setLocale(chooseLocale(readSaved(), mode));
}

/** The visitor's choice is kept in localStorage: a preference they made, not tracking. */
export function switchLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode or storage full: the switch still applies to this page.
  }
  localeStore.getState().setLocale(locale);
}
