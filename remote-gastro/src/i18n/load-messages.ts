import type { RemoteModule } from '@booking/shared/federation/remote-contract';
import { loadSharedMessages } from '@booking/shared/i18n/load-shared-messages';

/** Each catalog is its own chunk: a visitor downloads only the language they read. */
export const loadMessages: RemoteModule['loadMessages'] = async (locale) => {
  const [shared, own] = await Promise.all([
    loadSharedMessages(locale),
    locale === 'de' ? import('./de.json') : import('./en.json'),
  ]);
  return { ...shared, ...own.default };
};
