import type { Messages, RemoteModule, RemoteName } from '@booking/shared/federation/remote-contract';
import type { Locale } from '@booking/shared/i18n/locale';
import { createStore } from 'zustand/vanilla';

/**
 * Each remote ships its own texts (so a remote's redeploy can change them); the shell keeps
 * the loaders and merges the catalogs for the current locale into its one IntlProvider.
 */
interface RemoteMessagesState {
  loaders: Partial<Record<RemoteName, RemoteModule['loadMessages']>>;
  messages: Partial<Record<Locale, Messages>>;
  addRemote: (name: RemoteName, load: RemoteModule['loadMessages'], locale: Locale) => Promise<void>;
  loadLocale: (locale: Locale) => Promise<void>;
}

export const remoteMessagesStore = createStore<RemoteMessagesState>()((set, get) => ({
  loaders: {},
  messages: {},
  addRemote: async (name, load, locale) => {
    const loaded = await load(locale);
    set((s) => ({
      loaders: { ...s.loaders, [name]: load },
      messages: { ...s.messages, [locale]: { ...s.messages[locale], ...loaded } },
    }));
  },
  loadLocale: async (locale) => {
    const loads = Object.values(get().loaders).map((load) => load(locale));
    const catalogs = await Promise.all(loads);
    set((s) => ({ messages: { ...s.messages, [locale]: Object.assign({}, ...catalogs) } }));
  },
}));
