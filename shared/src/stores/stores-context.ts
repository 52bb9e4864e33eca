import { createContext } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { Configuration } from '../contract/configuration';
import type { RuntimeEnv } from '../contract/runtime-env';
import type { Locale } from '../i18n/locale';

export interface ConfigurationState {
  configuration: Configuration | null;
  setConfiguration: (configuration: Configuration | null) => void;
}

export interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

export interface RuntimeEnvState {
  env: RuntimeEnv | null;
  setEnv: (env: RuntimeEnv) => void;
}

/** The stores one page is drawn from: the browser's one set, or a server request's own. */
export interface AppStores {
  env: StoreApi<RuntimeEnvState>;
  configuration: StoreApi<ConfigurationState>;
  locale: StoreApi<LocaleState>;
}

/**
 * A server render provides its request's stores here (zustand's way for server rendering:
 * stores created per request, passed through context), so two pages drawn at once never read
 * each other's merchant or language. The browser provides none: its hooks read the singletons
 * the shell filled at boot.
 */
export const StoresContext = createContext<AppStores | null>(null);
