import { FALLBACK_LOCALE, type Locale } from '@booking/shared/i18n/locale';
import { useLocale } from '@booking/shared/stores/locale';
import { type ReactNode, useEffect, useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { useStore } from 'zustand';
import de from './messages/de.json';
import en from './messages/en.json';
import { remoteMessagesStore } from './remote-messages';

const shellMessages: Record<Locale, Record<string, string>> = { en, de };

export function IntlRoot({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const remote = useStore(remoteMessagesStore, (s) => s.messages[locale]);
  useEffect(() => {
    document.documentElement.lang = locale;
    if (!remoteMessagesStore.getState().messages[locale]) void remoteMessagesStore.getState().loadLocale(locale);
  }, [locale]);
  const messages = useMemo(() => ({ ...shellMessages[locale], ...remote }), [locale, remote]);
  return (
    <IntlProvider locale={locale} defaultLocale={FALLBACK_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
