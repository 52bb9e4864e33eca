import { FALLBACK_LOCALE } from '@booking/shared/i18n/locale';
import { useLocale } from '@booking/shared/stores/locale';
import { useCurrentStore } from '@booking/shared/stores/use-current-store';
import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { type IntlErrorLike, intlErrorLine } from './intl-error-line';
import { remoteMessagesStore } from './remote-messages';
import { shellMessages } from './shell-messages';

export function IntlRoot({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const remote = useCurrentStore(remoteMessagesStore, (s) => s.messages[locale]);
  useEffect(() => {
    document.documentElement.lang = locale;
    if (!remoteMessagesStore.getState().messages[locale]) void remoteMessagesStore.getState().loadLocale(locale);
  }, [locale]);
  const messages = useMemo(() => ({ ...shellMessages[locale], ...remote }), [locale, remote]);
  const onError = useCallback(
    (error: IntlErrorLike) => {
      const line = intlErrorLine(error, remote !== undefined);
      if (line) console.error(line);
    },
    [remote],
  );
  return (
    <IntlProvider locale={locale} defaultLocale={FALLBACK_LOCALE} messages={messages} onError={onError}>
      {children}
    </IntlProvider>
  );
}
