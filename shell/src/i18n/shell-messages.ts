import type { Locale } from '@booking/shared/i18n/locale';
import de from './messages/de.json';
import en from './messages/en.json';

/** The shell's own catalogs, bundled: the loading, error and consent texts must never wait for a request. */
export const shellMessages: Record<Locale, Record<string, string>> = { en, de };
