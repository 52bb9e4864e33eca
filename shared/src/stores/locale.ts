import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { Locale } from '../i18n/locale';

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

/** Shared singleton: the shell decides the locale, remotes read it for formatting. */
export const localeStore = createStore<LocaleState>()((set) => ({
  locale: 'en',
  setLocale: (locale) => set({ locale }),
}));

export function useLocale(): Locale {
  return useStore(localeStore, (s) => s.locale);
}
