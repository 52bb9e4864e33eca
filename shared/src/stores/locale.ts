import { type LocaleState, StoresContext } from '@booking/shared/stores/stores-context';
import { useCurrentStore } from '@booking/shared/stores/use-current-store';
import { useContext } from 'react';
import { createStore } from 'zustand/vanilla';
import type { Locale } from '../i18n/locale';

/** A store of its own: the browser's singleton below, or one server request's (request-stores.ts). */
export function createLocaleStore(locale: Locale = 'en') {
  return createStore<LocaleState>()((set) => ({
    locale,
    setLocale: (next) => set({ locale: next }),
  }));
}

/** Shared singleton: the shell decides the locale, remotes read it for formatting. */
export const localeStore = createLocaleStore();

export function useLocale(): Locale {
  return useCurrentStore(useContext(StoresContext)?.locale ?? localeStore, (s) => s.locale);
}
