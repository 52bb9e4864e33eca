import type { RemoteModule } from '@booking/shared/federation/remote-contract';
import sharedDe from '@booking/shared/i18n/messages/de';
import sharedEn from '@booking/shared/i18n/messages/en';
import de from './de.json';
import en from './en.json';

/**
 * Both languages are bundled with the routes (a few KB): a separate request per catalog would
 * add a round trip before the first screen of the vertical can render.
 */
const catalogs = { en: { ...sharedEn, ...en }, de: { ...sharedDe, ...de } };

export const loadMessages: RemoteModule['loadMessages'] = async (locale) => catalogs[locale];
